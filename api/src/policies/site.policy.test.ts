import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type Client, type TestServer } from '../test/test-server';

let srv: TestServer;
let admin: Client;
let eventId: number;
const logged: { error: string[]; info: string[] } = { error: [], info: [] };
beforeAll(async () => {
  srv = await startTestServer({}, { logger: { error: (msg) => logged.error.push(msg), info: (msg) => logged.info.push(msg) } });
  admin = (await srv.signedIn('admin')).client;
  const res = await admin.post('/api/events', {
    title: 'Coding camp',
    description: 'Learn to code',
    date: '2030-05-01',
    time: '10:00 AM',
    location: 'Club office',
    registrationRequired: true,
  });
  eventId = res.body.event.id;
});
afterAll(() => srv.close());
beforeEach(async () => {
  expect((await admin.put('/api/settings', { allowRegistrations: true, maintenanceMode: false })).status).toBe(200);
});

const registration = (email: string) => ({ eventId, name: 'Shila Roy', email, phone: '+8801711111111', reason: 'I want to learn how to code.' });
const applicant = (email: string) => ({ firstName: 'Rumi', lastName: 'Akter', email, password: 'longenough1' });

describe('allowRegistrations', () => {
  it('off: sign-up and both event registrations answer 403 registrations_closed; admins still create users', async () => {
    await admin.put('/api/settings', { allowRegistrations: false });
    const participant = await srv.signedIn('participant');
    const answers = [
      await srv.client().post('/api/auth/register', applicant('closed@example.com')),
      await participant.client.post('/api/event-registrations', registration(participant.email)),
      await srv.client().post('/api/event-registrations/anonymous', registration('visitor@example.com')),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'registrations_closed',
        message: 'Registrations are closed at the moment.',
        key: 'registrations_are_closed_at_the_moment',
      });
    }
    expect(await srv.db('users').where({ email: 'closed@example.com' }).first()).toBeUndefined();
    expect(await srv.db('event_registrations').where({ event_id: eventId })).toHaveLength(0);

    const made = await admin.post('/api/users', { email: 'made.by.admin@example.com', password: 'longenough1', role: 'member' });
    expect(made.status).toBe(201);
  });

  it('on again: the same calls succeed', async () => {
    expect((await srv.client().post('/api/auth/register', applicant('open@example.com'))).status).toBe(201);
    expect((await srv.client().post('/api/event-registrations/anonymous', registration('open@example.com'))).status).toBe(201);
  });
});

describe('maintenanceMode', () => {
  it('on: a member write is a 503 with Retry-After 300 and nothing is saved; reads keep working', async () => {
    const member = await srv.signedIn('member');
    await admin.put('/api/settings', { maintenanceMode: true });
    const res = await member.client.post('/api/projects', { title: 'Clean river', description: 'Picking up plastic', category: 'environment' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(res.body).toEqual({
      code: 'maintenance',
      message: 'The site is under maintenance. Please try again later.',
      key: 'the_site_is_under_maintenance_please_try_again_later',
    });
    expect(await srv.db('projects').where({ title: 'Clean river' }).first()).toBeUndefined();

    const visitor = await srv.client().post('/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    expect(visitor.status).toBe(503);
    expect((await srv.client().post('/api/event-registrations/anonymous', registration('m@example.com'))).status).toBe(503);
    expect((await member.client.get('/api/events')).status).toBe(200);
    expect((await srv.client().get('/api/settings')).body.maintenanceMode).toBe(true);
    // The refusals are the site as set, not faults: noted at info, nothing at error.
    expect(logged.error).toEqual([]);
    expect(logged.info).toContain('POST /api/projects refused: maintenance');
  });

  it('on: admins and super admins still write, and anyone can sign in and out', async () => {
    await admin.put('/api/settings', { maintenanceMode: true });
    const created = await admin.post('/api/notices', {
      title: 'Back soon',
      message: 'Maintenance until noon',
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const superAdmin = await srv.signedIn('super_admin');
    expect(
      (await superAdmin.client.post('/api/events', { title: 'Planning', description: 'x', date: '2030-06-01', time: '9:00', location: 'Hall' })).status,
    ).toBe(201);

    const member = await srv.signedIn('member');
    const out = await member.client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    const back = await member.client.post('/api/auth/login', { email: member.email, password: member.password });
    expect(back.status).toBe(200);
    expect((await member.client.post('/api/logout')).status).toBe(303);
    // Sign-up is a write like any other: it waits too.
    expect((await srv.client().post('/api/auth/register', applicant('later@example.com'))).status).toBe(503);
  });

  it('off: the member write goes through', async () => {
    const member = await srv.signedIn('member');
    const res = await member.client.post('/api/projects', { title: 'Clean river', description: 'Picking up plastic', category: 'environment' });
    expect(res.status).toBe(201);
  });
});
