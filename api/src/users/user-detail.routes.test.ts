import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

describe('GET /api/users/:id', () => {
  it('answers the admin and application fields, the last sign-in and the registrations with their event', async () => {
    const joined = await srv.client().post('/api/auth/register', {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat@example.com',
      password: 'longenough1',
      phone: '+8801711000000',
      age: '19',
      address: 'Rangpur',
      motivation: 'I want to help my town.',
    });
    const userId = joined.body.user.id;
    expect((await admin.get(`/api/users/${userId}`)).body.lastSignInAt).toBeNull();

    const before = Date.now();
    const person = srv.client();
    expect((await person.post('/api/auth/login', { email: 'nusrat@example.com', password: 'longenough1' })).status).toBe(200);
    const event = await admin.post('/api/events', {
      title: 'River clean-up',
      description: 'x',
      date: '2030-03-01',
      time: '8:00 AM',
      location: 'Teesta bank',
      registrationRequired: true,
    });
    const reg = await person.post('/api/event-registrations', {
      eventId: event.body.event.id,
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '+8801711000000',
      reason: 'I live near the river.',
    });
    expect(reg.status).toBe(201);

    const res = await admin.get(`/api/users/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: userId,
      email: 'nusrat@example.com',
      firstName: 'Nusrat',
      lastName: 'Jahan',
      role: 'applicant',
      isActive: true,
      permissions: [],
      authType: 'email',
      phone: '+8801711000000',
      age: '19',
      address: 'Rangpur',
      motivation: 'I want to help my town.',
      applicationStatus: 'pending',
      appliedAt: expect.any(String),
      approvedAt: null,
      registrations: [
        {
          id: reg.body.registration.id,
          eventId: event.body.event.id,
          eventTitle: 'River clean-up',
          eventDate: '2030-03-01',
          status: 'pending',
          registeredAt: expect.any(String),
        },
      ],
    });
    expect(Date.parse(res.body.lastSignInAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.text).not.toMatch(/password|hash/i);
  });

  it('a failed sign-in does not count; an unknown id is a 404; only admins may look', async () => {
    const p = await srv.signedIn('participant');
    const first = (await admin.get(`/api/users/${p.userId}`)).body.lastSignInAt;
    expect(first).toEqual(expect.any(String));
    await srv.client().post('/api/auth/login', { email: p.email, password: 'wrong-password' });
    expect((await admin.get(`/api/users/${p.userId}`)).body.lastSignInAt).toBe(first);

    expect((await admin.get('/api/users/999999')).status).toBe(404);
    expect((await admin.get('/api/users/abc')).status).toBe(400);
    expect((await p.client.get(`/api/users/${p.userId}`)).status).toBe(403);
    expect((await srv.client().get(`/api/users/${p.userId}`)).status).toBe(401);
    // The applicants list still answers at its own path.
    expect((await admin.get('/api/users/applicants')).body.applicants).toEqual(expect.any(Array));
  });
});
