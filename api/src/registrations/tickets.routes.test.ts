import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

describe('tickets', () => {
  it("every registration has its own unguessable ticket code, in the owner's list only", async () => {
    const event = (
      await admin.post('/api/events', {
        title: 'Science Olympiad',
        description: 'Round one',
        date: '2030-03-01',
        time: '9:00 AM',
        location: 'Hall',
        category: 'other',
        registrationRequired: true,
      })
    ).body.event;
    const a = await srv.signedIn('participant');
    const b = await srv.signedIn('participant');
    for (const [i, p] of [a, b].entries()) {
      const res = await p.client.post('/api/event-registrations', {
        eventId: event.id,
        name: `Person ${i}`,
        email: `person${i}@example.com`,
        phone: '+8801711111111',
        reason: 'I want to take part in it.',
      });
      expect(res.status).toBe(201);
    }
    const [mineA] = (await a.client.get('/api/event-registrations/mine')).body.registrations;
    const [mineB] = (await b.client.get('/api/event-registrations/mine')).body.registrations;
    expect(mineA.ticketCode).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(mineB.ticketCode).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(mineA.ticketCode).not.toBe(mineB.ticketCode);
    expect(mineA.ticketCode).not.toBe(String(mineA.id)); // not the row id (a random code may well contain its digits)
    // Admin lists and the public answer do not carry it.
    const listed = (await admin.get(`/api/event-registrations?eventId=${event.id}`)).body as Array<Record<string, unknown>>;
    expect(listed.every((r) => !('ticketCode' in r))).toBe(true);
  });
});
