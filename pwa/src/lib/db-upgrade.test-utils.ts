/**
 * Test helpers of the Dexie upgrade tests (db-upgrade*.test.ts): the schemas the app shipped
 * before (db.ts History; kept here as they were, since db.ts edits its schema in place), and a
 * fresh database, modules and network before each test.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, vi } from 'vitest';

/** Version 1: the lists, meta, outbox and me. */
export const VERSION_1 = {
  events: 'id, status, date, category',
  news: 'id, status, category, createdAt',
  projects: 'id, status, category',
  gallery: 'id, status, category',
  members: 'id, status, username',
  notices: 'id, startDate, endDate',
  meta: 'key',
  outbox: 'id, status, createdAt, userKey, [userKey+createdAt]',
  me: 'key',
};
/** Version 2 added the outbox's `seq`, 3 `adminCache`, 4 `rosters` and `scans`. */
export const VERSION_2_CHANGES = { outbox: 'id, status, createdAt, userKey, [userKey+createdAt], seq' };
export const VERSION_3_CHANGES = { adminCache: 'path, userId' };
export const VERSION_4 = {
  ...VERSION_1,
  ...VERSION_2_CHANGES,
  ...VERSION_3_CHANGES,
  rosters: 'eventId, userId',
  scans: 'nonce, eventId, ticketCode, [eventId+ticketCode], scannedAt',
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Before each test: no database, fresh modules (so `import('./db')` opens the current schema
 * anew), online, and a fetch answering 201. After each: the connections in `opened` closed.
 */
export function freshDatabaseEachTest() {
  const state: { fetchMock: ReturnType<typeof vi.fn>; opened: Dexie[] } = { fetchMock: vi.fn(), opened: [] };
  beforeEach(async () => {
    await Dexie.delete('club');
    vi.resetModules();
    state.fetchMock = vi.fn(async () => json(201, { message: 'ok' }));
    vi.stubGlobal('fetch', state.fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    for (const db of state.opened.splice(0)) db.close();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return state;
}
