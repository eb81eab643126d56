import { afterAll, beforeAll, expect } from 'vitest';
import type { Role } from '../../../shared/schemas/users';
import { startTestServer, type Client, type TestServer } from './test-server';

/**
 * Stands for a value a hook fills in: reading it before the hook ran (at module level) throws,
 * so a test file can name its server as a `const`.
 */
function filledByHook<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is not ready: use it inside a test or a hook`);
      return Reflect.get(value, key, value);
    },
  });
}

/** One test server for the file: started before its tests (on a fresh database), closed after them. */
export function serverForFile(env: Record<string, string> = {}): TestServer {
  let srv: TestServer | undefined;
  beforeAll(async () => {
    srv = await startTestServer(env);
  });
  afterAll(() => srv?.close());
  return filledByHook('the test server', () => srv);
}

/** A client signed in with the role for the whole file (one account, made once the server runs). */
export function signedInForFile(srv: TestServer, role: Role): Client {
  let client: Client | undefined;
  beforeAll(async () => {
    client = (await srv.signedIn(role)).client;
  });
  return filledByHook(`the ${role} client`, () => client);
}

/** A valid event body for POST /api/events: registration required, in 2030; `extra` sets what a test is about. */
export const eventBody = (extra: Record<string, unknown> = {}) => ({
  title: `Event ${Math.random()}`,
  description: 'Come along',
  date: '2030-12-20',
  time: '10:00 AM',
  location: 'Club office',
  category: 'workshop',
  registrationRequired: true,
  ...extra,
});

/** Creates an event as `admin` (201 expected) and answers its id. */
export async function makeEvent(admin: Client, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/events', eventBody(extra));
  expect(res.status).toBe(201);
  return res.body.event.id;
}

/** A valid registration form for the event; `extra` overrides or adds fields. */
export const registrationForm = (eventId: number, email: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  name: 'Shila Roy',
  email,
  phone: '+8801711111111',
  reason: 'I want to take part in it.',
  ...extra,
});
