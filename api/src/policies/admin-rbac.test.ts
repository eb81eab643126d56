import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { concretePath, routeTable, type Route } from '../test/route-table';
import { type Client, startTestServer, type TestServer } from '../test/test-server';

/**
 * Who may call the admin endpoints, role by role: every route whose guard is the admin policy
 * (read from the routers, so a new admin route is covered by itself) is called by a visitor and
 * by each of the five roles. Visitors get 401, applicants, participants and members 403; admins
 * and super admins get past the guard (2xx, or a 4xx for the empty body or the unknown id used
 * here — never 401/403). The same paths in upper and mixed case are never a success, for anyone.
 */
const ADMIN_ENDPOINTS = [
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/:id',
  'PATCH /api/users/:id',
  'DELETE /api/users/:id',
  'GET /api/users/applicants',
  'PATCH /api/users/:id/application-status',
  'GET /api/pending-content',
  'POST /api/approve-content/:type/:id',
  'POST /api/reject-content/:type/:id',
  'POST /api/events',
  'PUT /api/events/:id',
  'DELETE /api/events/:id',
  'DELETE /api/projects/:id',
  'DELETE /api/news/:id',
  'DELETE /api/gallery/:id',
  'POST /api/notices',
  'PUT /api/notices/:id',
  'DELETE /api/notices/:id',
  'GET /api/event-registrations',
  'PATCH /api/event-registrations/:id',
  'GET /api/contact-messages',
  'PATCH /api/contact-messages/:id',
  'DELETE /api/contact-messages/:id',
  'PUT /api/settings',
  'GET /api/exports/users.csv',
  'GET /api/exports/event-registrations.csv',
  'GET /api/exports/contact-messages.csv',
  'GET /api/reports',
];

const ROLES: Array<Role | 'visitor'> = ['visitor', 'applicant', 'participant', 'member', 'admin', 'super_admin'];
/** An id no row has: admins' calls must not change the fixtures (or remove the caller). */
const MISSING_ID = 999_999;

const upper = (path: string) => path.toUpperCase();
const mixed = (path: string) => path.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`);

let srv: TestServer;
const clients = new Map<string, Client>();
let adminRoutes: Route[];
beforeAll(async () => {
  srv = await startTestServer();
  clients.set('visitor', srv.client());
  for (const role of ROLES) if (role !== 'visitor') clients.set(role, (await srv.signedIn(role)).client);
  adminRoutes = routeTable(srv.db).filter((r) => r.policy === 'admin');
});
afterAll(() => srv.close());

const call = (client: Client, method: string, path: string) => client.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});

describe('admin endpoints × roles', () => {
  it('the route table lists every admin endpoint under the admin policy', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(ADMIN_ENDPOINTS));
  });

  it('visitor 401; applicant, participant and member 403; admin and super admin past the guard', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const path = concretePath(route.path, MISSING_ID);
      for (const role of ROLES) {
        const res = await call(clients.get(role)!, route.method, path);
        const ok =
          role === 'visitor'
            ? res.status === 401
            : role === 'admin' || role === 'super_admin'
              ? res.status < 500 && res.status !== 401 && res.status !== 403
              : res.status === 403;
        if (!ok) failures.push(`${role} ${route.method} ${path} -> ${res.status} ${res.text.slice(0, 100)}`);
        if (role !== 'admin' && role !== 'super_admin' && !res.body?.message) failures.push(`${role} ${route.method} ${path}: no error message`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('UPPER-CASE and Mixed-Case spellings are never a success, for any role', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const path = concretePath(route.path, MISSING_ID);
      for (const spelled of [upper(path), mixed(path)]) {
        for (const role of ROLES) {
          const res = await call(clients.get(role)!, route.method, spelled);
          if (res.status < 300) failures.push(`${role} ${route.method} ${spelled} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the settings and the fixtures are as they were', async () => {
    const settings = (await srv.client().get('/api/settings')).body;
    expect(settings).toMatchObject({ maintenanceMode: false, allowRegistrations: true });
    expect(Number((await srv.db('users').count({ n: '*' }).first())?.n)).toBe(ROLES.length - 1);
  });
});
