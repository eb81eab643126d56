import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Client } from '../test/test-server';

let srv: TestServer;
let admin: Client;
const day = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

beforeAll(async () => {
  srv = await startTestServer();
  admin = (await srv.signedIn('admin')).client;
  const base = { message: 'Hello', priority: 'high', type: 'announcement' };
  for (const [title, start, end, targetAudience] of [
    ['Everyone now', at(-1), at(1), 'all'],
    ['Members now', at(-1), at(1), 'members'],
    ['Admins now', at(-1), at(1), 'admins'],
    ['Expired', at(-10), at(-2), 'all'],
    ['Future', at(2), at(10), 'all'],
  ] as const) {
    const res = await admin.post('/api/notices', { ...base, title, startDate: start, endDate: end, targetAudience });
    expect(res.status).toBe(201);
  }
});
afterAll(() => srv.close());

const titles = (body: { title: string }[]) => body.map((n) => n.title).sort();

describe('notices', () => {
  it('active=true: only those whose window contains now, for the caller audience', async () => {
    expect(titles((await srv.client().get('/api/notices?active=true')).body)).toEqual(['Everyone now']);
    const member = (await srv.signedIn('member')).client;
    expect(titles((await member.get('/api/notices?active=true')).body)).toEqual(['Everyone now', 'Members now']);
    expect(titles((await admin.get('/api/notices?active=true')).body)).toEqual(['Admins now', 'Everyone now', 'Members now']);
    const participant = (await srv.signedIn('participant')).client;
    expect(titles((await participant.get('/api/notices?active=true')).body)).toEqual(['Everyone now']);
  });

  it('admins list every notice without the filter; visitors still only see active ones', async () => {
    expect((await admin.get('/api/notices')).body).toHaveLength(5);
    expect(titles((await srv.client().get('/api/notices')).body)).toEqual(['Everyone now']);
  });

  it('uses the defaults and validates dates', async () => {
    const res = await admin.post('/api/notices', { title: 'Defaults', message: 'x', startDate: at(0), endDate: at(30) });
    expect(res.body.notice).toMatchObject({ priority: 'medium', type: 'general', targetAudience: 'all', dismissible: true, link: null });
    const bad = await admin.post('/api/notices', { title: 'Bad', message: 'x', startDate: at(3), endDate: at(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.endDate).toBe('End date must not be before the start date');
  });

  it('updates and deletes (admins only)', async () => {
    const id = (await admin.post('/api/notices', { title: 'Edit me', message: 'x', startDate: at(-1), endDate: at(1) })).body.notice.id;
    const put = await admin.put(`/api/notices/${id}`, { title: 'Edited', message: 'y', startDate: at(-1), endDate: at(1), priority: 'urgent' });
    expect(put.body.notice).toMatchObject({ title: 'Edited', priority: 'urgent' });
    const member = (await srv.signedIn('member')).client;
    expect((await member.del(`/api/notices/${id}`)).status).toBe(403);
    expect((await srv.client().post('/api/notices', {})).status).toBe(401);
    expect((await admin.del(`/api/notices/${id}`)).body.message).toBe('Notice deleted successfully');
  });
});

describe('notice updates and audiences on the server', () => {
  it('PUT validates with the shared notice schema and answers 404 for an unknown notice', async () => {
    const id = (await admin.post('/api/notices', { title: 'Check me', message: 'x', startDate: at(-1), endDate: at(1) })).body.notice.id;
    const bad = await admin.put(`/api/notices/${id}`, { title: '', message: 'x', startDate: at(2), endDate: at(1), targetAudience: 'everyone' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ title: 'Title is required', targetAudience: expect.any(String) });
    const order = await admin.put(`/api/notices/${id}`, { title: 'Check me', message: 'x', startDate: at(2), endDate: at(1) });
    expect(order.body.fields.endDate).toBe('End date must not be before the start date');
    expect((await admin.get('/api/notices')).body.find((n: { id: number }) => n.id === id).title).toBe('Check me');
    expect((await admin.put('/api/notices/999999', { title: 'T', message: 'M', startDate: at(-1), endDate: at(1) })).status).toBe(404);
    const audience = await admin.put(`/api/notices/${id}`, { title: 'Check me', message: 'x', startDate: at(-1), endDate: at(1), targetAudience: 'admins' });
    expect(audience.body.notice.targetAudience).toBe('admins');
    expect(titles((await srv.client().get('/api/notices?active=true')).body)).not.toContain('Check me');
  });

  it('without ?active=true, members still get only what their audience may see; applicants only "all"', async () => {
    const member = (await srv.signedIn('member')).client;
    const forMember = (await member.get('/api/notices')).body as { title: string; targetAudience: string }[];
    expect(titles(forMember)).toEqual(expect.arrayContaining(['Everyone now', 'Members now']));
    expect(forMember.filter((n) => n.targetAudience === 'admins' || ['Expired', 'Future'].includes(n.title))).toEqual([]);
    const applicant = (await srv.signedIn('applicant')).client;
    const forApplicant = (await applicant.get('/api/notices')).body as { title: string; targetAudience: string }[];
    expect(titles(forApplicant)).toContain('Everyone now');
    expect(forApplicant.filter((n) => n.targetAudience !== 'all')).toEqual([]);
    const superAdmin = (await srv.signedIn('super_admin')).client;
    expect(titles((await superAdmin.get('/api/notices?active=true')).body)).toEqual(expect.arrayContaining(['Admins now', 'Everyone now', 'Members now']));
  });
});
