import { describe, expect, it } from 'vitest';
import { serverForFile, signedInForFile } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');
const superAdmin = signedInForFile(srv, 'super_admin');

describe('user management', () => {
  it('admins list, create, edit and remove users; no hash ever leaves', async () => {
    const created = await admin.post('/api/users', {
      email: 'Volunteer@Club.test',
      password: 'longenough1',
      firstName: 'Vol',
      lastName: 'Unteer',
      role: 'member',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'volunteer@club.test', role: 'member', isActive: true, permissions: [], authType: 'email' });
    const id = created.body.user.id;
    const list = await admin.get('/api/users');
    expect(list.body.map((u: { email: string }) => u.email)).toContain('volunteer@club.test');
    expect(list.text).not.toMatch(/password|hash/i);
    const patched = await admin.patch(`/api/users/${id}`, { firstName: 'Volu', isActive: false, role: 'participant' });
    expect(patched.body.user).toMatchObject({ firstName: 'Volu', isActive: false, role: 'participant' });
    expect((await admin.del(`/api/users/${id}`)).body.message).toBe('User removed successfully');
    expect((await admin.del(`/api/users/${id}`)).status).toBe(404);
  });

  it('a duplicate e-mail is a 409; a short password names the field', async () => {
    await admin.post('/api/users', { email: 'dup@club.test', password: 'longenough1', role: 'member' });
    const dup = await admin.post('/api/users', { email: 'DUP@club.test', password: 'longenough1', role: 'member' });
    expect(dup.status).toBe(409);
    expect(dup.body.fields).toEqual({ email: 'An account with this email already exists' });
    const bad = await admin.post('/api/users', { email: 'short@club.test', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.password).toBe('Password must be at least 8 characters');
  });

  it('a super admin cannot be removed, and only a super admin manages admins', async () => {
    const sa = (await superAdmin.get('/api/auth/user')).body;
    const res = await admin.del(`/api/users/${sa.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('A super admin cannot be removed');
    expect((await admin.post('/api/users', { email: 'boss@club.test', password: 'longenough1', role: 'super_admin' })).status).toBe(403);
    expect((await superAdmin.post('/api/users', { email: 'admin2@club.test', password: 'longenough1', role: 'admin' })).status).toBe(201);
  });

  it("an admin cannot change a super admin's or another admin's application status", async () => {
    const sa = (await superAdmin.get('/api/auth/user')).body;
    const res = await admin.patch(`/api/users/${sa.id}/application-status`, { applicationStatus: 'rejected' });
    expect(res.status).toBe(403);
    expect((await srv.db('users').where({ id: sa.id }).first()).application_status).toBe('approved');
    const otherAdmin = await srv.signedIn('admin');
    expect((await admin.patch(`/api/users/${otherAdmin.userId}/application-status`, { applicationStatus: 'rejected' })).status).toBe(403);
    expect((await superAdmin.patch(`/api/users/${otherAdmin.userId}/application-status`, { applicationStatus: 'approved' })).status).toBe(200);
  });

  it('disabling a user ends their sessions', async () => {
    const target = await srv.signedIn('member');
    expect((await target.client.get('/api/auth/user')).status).toBe(200);
    await admin.patch(`/api/users/${target.userId}`, { isActive: false });
    expect((await target.client.get('/api/auth/user')).status).toBe(401);
    expect(await srv.db('sessions').where({ user_id: target.userId })).toHaveLength(0);
  });

  it('applicants: listed, approved with approvedAt, or rejected', async () => {
    const c = srv.client();
    await c.post('/api/auth/register', {
      email: 'app@club.test',
      password: 'longenough1',
      firstName: 'Ap',
      lastName: 'Plicant',
      phone: '017',
      age: '18',
      address: 'Here',
      motivation: 'Help',
    });
    const applicants = (await admin.get('/api/users/applicants')).body.applicants;
    const me = applicants.find((a: { email: string }) => a.email === 'app@club.test');
    expect(me).toMatchObject({ applicationStatus: 'pending', phone: '017', age: '18' });
    const res = await admin.patch(`/api/users/${me.id}/application-status`, { applicationStatus: 'approved' });
    expect(res.body.message).toBe('Application approved');
    expect(res.body.user.approvedAt).toMatch(/^\d{4}-/);
    const bad = await admin.patch(`/api/users/${me.id}/application-status`, { applicationStatus: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['applicationStatus']);
  });

  it('is closed to everyone but admins: 401 signed out, 403 otherwise', async () => {
    expect((await srv.client().get('/api/users')).status).toBe(401);
    for (const role of ['member', 'participant', 'applicant'] as const) {
      const c = (await srv.signedIn(role)).client;
      expect((await c.get('/api/users')).status).toBe(403);
      expect((await c.get('/api/users/applicants')).status).toBe(403);
      expect((await c.patch('/api/users/1/application-status', { applicationStatus: 'approved' })).status).toBe(403);
    }
  });
});
