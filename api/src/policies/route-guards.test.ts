import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concretePath, routeTable } from '../test/route-table';
import { startTestServer, type TestServer } from '../test/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

const concrete = (path: string) => concretePath(path);
/** The path as written, and spelled in other cases: each must be refused the same or be a 404. */
const spellings = (path: string) => [
  path,
  path.toUpperCase(),
  path.replace('/api/', '/API/'),
  path.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`),
  path.replace('/api/', '/Api/'),
];

describe('every API route carries its policy', () => {
  it('each route starts with a policy guard', () => {
    const routes = routeTable(srv.db);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.policy)).toEqual([]);
  });

  it('every admin, member-only and signed-in endpoint, in any case, never answers 2xx to a visitor, a member or a participant', async () => {
    const routes = routeTable(srv.db).filter((r) => r.policy !== 'anyone');
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/users', 'POST /api/users', 'PATCH /api/users/:id', 'DELETE /api/users/:id']),
    );
    const visitor = srv.client();
    const member = (await srv.signedIn('member')).client;
    const participant = (await srv.signedIn('participant')).client;
    const failures: string[] = [];
    for (const route of routes) {
      const callers = [{ name: 'visitor', client: visitor, refused: 401 }];
      if (route.policy === 'admin' || route.policy === 'checkin') callers.push({ name: 'member', client: member, refused: 403 });
      if (route.policy === 'admin' || route.policy === 'contributor' || route.policy === 'checkin')
        callers.push({ name: 'participant', client: participant, refused: 403 });
      for (const spelled of spellings(concrete(route.path))) {
        for (const caller of callers) {
          const res = await caller.client.request(
            route.method,
            spelled,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : { password: 'Hijacked-123', role: 'admin' },
          );
          const lower = spelled === concrete(route.path);
          const ok = lower ? res.status === caller.refused : res.status === caller.refused || res.status === 404;
          if (!ok || typeof res.body !== 'object' || !res.body?.message)
            failures.push(`${caller.name} ${route.method} ${spelled} -> ${res.status} ${res.text.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the /api/users bypass that was reported', () => {
  it('GET /api/USERS without a cookie lists nobody', async () => {
    const res = await srv.client().get('/api/USERS');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('@');
  });

  it('POST /api/Users by an applicant creates nobody; PATCH and DELETE /API/USERS/{id} by a member change nobody', async () => {
    const applicant = await srv.signedIn('applicant');
    const created = await applicant.client.post('/api/Users', { email: 'sneaky@example.com', password: 'longenough1', role: 'member' });
    expect(created.status).toBe(404);
    expect(await srv.db('users').where({ email: 'sneaky@example.com' }).first()).toBeUndefined();

    const victim = await srv.signedIn('participant');
    const member = await srv.signedIn('member');
    const patched = await member.client.patch(`/API/USERS/${victim.userId}`, { password: 'Hijacked-123' });
    expect(patched.status).toBe(404);
    expect((await srv.client().post('/api/auth/login', { email: victim.email, password: victim.password })).status).toBe(200);
    const deleted = await member.client.del(`/API/USERS/${victim.userId}`);
    expect(deleted.status).toBe(404);
    expect(await srv.db('users').where({ id: victim.userId }).first()).toBeDefined();
  });

  it('a path in another case is answered by the API (404 JSON), never by the app HTML', async () => {
    const res = await srv.client().get('/API/events');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });
});
