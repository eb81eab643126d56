import { describe, expect, it } from 'vitest';
import { makeEvent, serverForFile, signedInForFile } from '../test/fixtures';
import { lastMonths } from './reports.service';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

describe('GET /api/reports', () => {
  it('counts active registrations per event, applicants and members per month, and content submitted and approved', async () => {
    const eventId = await makeEvent(admin, { title: 'Quiz night', date: '2030-01-10', time: '7:00 PM', location: 'Hall', maxParticipants: 30 });
    const base = { eventId, name: 'A', phone: '017', reason: 'I like quizzes a lot.' };
    const regs = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      regs.push((await srv.client().post('/api/event-registrations/anonymous', { ...base, email })).body.registration.id);
    await admin.patch(`/api/event-registrations/${regs[0]}`, { status: 'cancelled' });
    await admin.patch(`/api/event-registrations/${regs[1]}`, { status: 'confirmed' });

    const applicant = await srv.client().post('/api/auth/register', { firstName: 'N', lastName: 'J', email: 'nj@example.com', password: 'longenough1' });
    await admin.patch(`/api/users/${applicant.body.user.id}/application-status`, { applicationStatus: 'approved' });
    await admin.patch(`/api/users/${applicant.body.user.id}`, { role: 'member' });
    await srv.client().post('/api/auth/register', { firstName: 'P', lastName: 'Q', email: 'pq@example.com', password: 'longenough1' });

    const member = (await srv.signedIn('member')).client;
    const p1 = (await member.post('/api/projects', { title: 'P1', description: 'd', category: 'environment' })).body.project.id;
    await member.post('/api/projects', { title: 'P2', description: 'd', category: 'environment' });
    await admin.post(`/api/approve-content/project/${p1}`);
    const n1 = (await member.post('/api/news', { title: 'N1', content: '<p>x</p>', excerpt: 'e', category: 'Update' })).body.article.id;
    await admin.post(`/api/approve-content/news/${n1}`);

    const res = await admin.get('/api/reports');
    expect(res.status).toBe(200);
    expect(res.body.registrationsPerEvent).toEqual([{ eventId, title: 'Quiz night', date: '2030-01-10', maxParticipants: 30, registrations: 2, attended: 0 }]);

    const months = res.body.membersPerMonth;
    expect(months.map((m: { month: string }) => m.month)).toEqual(lastMonths(12));
    expect(months[11].month).toBe(new Date().toISOString().slice(0, 7));
    // Two applications this month; members: the approved applicant now a member, and the fixture member.
    expect(months[11]).toEqual({ month: months[11].month, applicants: 2, members: 2 });
    expect(months.slice(0, 11).every((m: { applicants: number; members: number }) => m.applicants === 0 && m.members === 0)).toBe(true);

    expect(res.body.content).toEqual([
      { type: 'project', submitted: 2, approved: 1 },
      { type: 'news', submitted: 1, approved: 1 },
      { type: 'gallery', submitted: 0, approved: 0 },
    ]);
  });

  it('lastMonths counts back across the new year', () => {
    expect(lastMonths(3, new Date('2027-02-15T12:00:00Z'))).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('admins only', async () => {
    expect((await srv.client().get('/api/reports')).status).toBe(401);
    expect((await (await srv.signedIn('member')).client.get('/api/reports')).status).toBe(403);
  });
});

describe('attended, from check-ins at the door', () => {
  it('counts each person checked in once (double scans once; undone scans not), per event', async () => {
    // Check-ins take scan times on the event's day (Asia/Dhaka) only: the event is today.
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const eventId = await makeEvent(admin, { title: 'Door night', date: today, time: '7:00 PM', location: 'Hall' });
    const tickets: string[] = [];
    for (const email of ['d1@example.com', 'd2@example.com', 'd3@example.com', 'd4@example.com']) {
      const answer = (await srv.client().post('/api/event-registrations/anonymous', { eventId, name: 'D', phone: '017', reason: 'I like doors a lot.', email }))
        .body;
      const id = answer.registration?.id ?? answer.registrationId;
      tickets.push((await srv.db('event_registrations').where({ id }).first()).ticket_code);
    }
    const scan = (ticketCode: string, nonce: string, deviceId: string) =>
      admin.post('/api/checkins', { eventId, ticketCode, nonce, deviceId, scannedAt: new Date().toISOString() });
    expect((await scan(tickets[0]!, 'report-scan-1', 'phone-a')).status).toBe(200);
    expect((await scan(tickets[0]!, 'report-scan-2', 'phone-b')).status).toBe(200);
    expect((await scan(tickets[1]!, 'report-scan-3', 'phone-a')).status).toBe(200);
    expect((await scan(tickets[2]!, 'report-scan-4', 'phone-a')).status).toBe(200);
    expect((await admin.del('/api/checkins/report-scan-4')).status).toBe(200);

    const rows = (await admin.get('/api/reports')).body.registrationsPerEvent as Array<{ eventId: number; registrations: number; attended: number }>;
    expect(rows.find((r) => r.eventId === eventId)).toMatchObject({ registrations: 4, attended: 2 });
    expect(rows.filter((r) => r.eventId !== eventId).every((r) => r.attended === 0)).toBe(true);
  });
});
