/**
 * What a browser may keep of an answer (middleware/cache-policy.ts): anything that depends on
 * who is signed in, or carries personal data, is `no-store`, so nothing of it stays in a shared
 * phone's HTTP cache after sign-out. Lists that are the same for every visitor are kept and
 * revalidated (`no-cache` with an ETag).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/schemas/users';
import { type Client, startTestServer, type TestServer } from '../test/test-server';
import { makeEvent } from '../test/fixtures';

let srv: TestServer;
const as: Partial<Record<Role, { client: Client; userId: number }>> = {};
let eventId: number;

beforeAll(async () => {
  srv = await startTestServer();
  for (const role of ['admin', 'member', 'participant'] as const) as[role] = await srv.signedIn(role);
  const admin = as.admin!.client;
  eventId = await makeEvent(admin, { title: 'Cache day' });
  await srv.client().post('/api/contact', { name: 'Karim', email: 'karim@example.com', subject: 'Hello', message: 'How can I help?' });
});
afterAll(() => srv.close());

const self = '<self>';
/** [who, path]: `<self>` is the caller's own user id. */
const PERSONAL: Array<[Role, string]> = [
  ['admin', '/api/users'],
  ['admin', `/api/users/${self}`],
  ['admin', '/api/users/applicants'],
  ['admin', '/api/contact-messages'],
  ['admin', '/api/event-registrations'],
  ['admin', '/api/pending-content'],
  ['admin', '/api/reports'],
  ['admin', `/api/user-analytics/${self}`],
  ['admin', '/api/auth/user'],
  // Lists an admin sees with what visitors do not (pending items): theirs alone.
  ['admin', '/api/news'],
  ['admin', '/api/events'],
  ['admin', '/api/projects'],
  ['admin', '/api/gallery'],
  ['admin', '/api/members'],
  ['admin', '/api/notices'],
  ['member', '/api/event-registrations/mine'],
  ['member', '/api/event-rsvp/mine'],
  ['member', '/api/submissions/mine'],
  ['member', `/api/user-analytics/${self}`],
  ['member', '/api/news'],
  ['participant', '/api/event-registrations/mine'],
  ['participant', '/api/event-rsvp/mine'],
  ['participant', `/api/user-analytics/${self}`],
  ['participant', '/api/auth/user'],
  ['participant', '/api/notices'],
];

describe('answers for someone signed in', () => {
  it.each(PERSONAL)('%s GET %s: no-store', async (role, path) => {
    const { client, userId } = as[role]!;
    const res = await client.get(path.replace(self, String(userId)));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('still answer 304 to the If-None-Match the app sends from its own copy', async () => {
    const admin = as.admin!.client;
    for (const path of ['/api/users', '/api/news']) {
      const first = await admin.get(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await admin.get(path, { 'If-None-Match': etag! });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('a write’s answer is never kept either (a visitor’s registration carries the cancel link)', async () => {
    const res = await srv.client().post('/api/event-registrations/anonymous', {
      eventId,
      name: 'Shila Roy',
      email: 'shila@example.com',
      phone: '+8801711111111',
      reason: 'I want to learn a lot here.',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('lists that are the same for every visitor', () => {
  it.each(['/api/news', '/api/events', '/api/projects', '/api/gallery', '/api/members', '/api/notices', '/api/site-settings', `/api/events/<event>`])(
    'visitor GET %s: kept and revalidated, not no-store',
    async (path) => {
      const res = await srv.client().get(path.replace('<event>', String(eventId)));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('etag')).toBeTruthy();
    },
  );

  it('a participant gets the list every visitor gets: kept and revalidated too', async () => {
    const res = await as.participant!.client.get('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });
});
