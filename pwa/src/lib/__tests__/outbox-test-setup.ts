import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../db';
import { setOutboxUser } from '../outbox';

/** A JSON answer as the API gives it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What navigator.onLine says from now on. */
export const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/**
 * The outbox tests' common ground: an empty outbox, the given user signed in, online, and a
 * fetch that accepts every write (201); everything restored after each test. Returns the fetch
 * mock (the same function for the whole file; its answers can be changed per test).
 */
export function setUpOutboxTest(user: string | null = null) {
  const fetchMock = vi.fn();
  beforeEach(async () => {
    await db.outbox.clear();
    setOutboxUser(user);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json(201, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  return fetchMock;
}
