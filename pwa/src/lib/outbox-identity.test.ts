import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { json, setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';
import { db } from './db';
import { onOutboxFailure, onOutboxUnauthorized, replay, setOutboxUser, submit } from './outbox';

/** A write is only ever sent as the identity it was made under (a shared phone, several tabs). */
const rsvp = (n: number) => ({ method: 'POST' as const, url: '/api/event-rsvp', body: { eventId: n }, label: 'events:outbox.rsvp' });
const mismatch = () => json(401, { message: 'This write was made by another account than the one signed in now.', code: 'session_mismatch' });

const fetchMock = setUpOutboxTest(null);
const headersOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;
const sentEventIds = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).eventId);

async function queueOffline(user: string | null, n: number) {
  setOutboxUser(user);
  setOnline(false);
  await submit(rsvp(n));
  setOnline(true);
}

describe('outbox identity', () => {
  it('names the author of every write in X-Expected-User (anonymous ones: anon, without cookies)', async () => {
    await queueOffline('7', 1);
    await replay();
    expect(headersOf(0)['X-Expected-User']).toBe('7');
    expect((fetchMock.mock.calls[0][1] as RequestInit).credentials).toBe('include');

    await queueOffline(null, 2);
    await replay();
    expect(headersOf(1)['X-Expected-User']).toBe('anon');
    expect((fetchMock.mock.calls[1][1] as RequestInit).credentials).toBe('omit');
  });

  it('a 401 session_mismatch keeps the write pending for its author, asks who is signed in, and shows no error', async () => {
    setOutboxUser('7');
    fetchMock.mockResolvedValueOnce(mismatch());
    const ended = vi.fn();
    const failed = vi.fn();
    const offs = [onOutboxUnauthorized(ended), onOutboxFailure(failed)];
    // The user waits for this one: still not a failure (the form says it is saved).
    await expect(submit(rsvp(1))).resolves.toEqual({ state: 'queued' });
    offs.forEach((off) => off());
    expect(ended).toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', userKey: '7', attempts: 1 });
  });

  it("never sends a user's writes after another tab signed in as someone else (the pass reads the device's user)", async () => {
    await queueOffline('7', 1);
    await queueOffline('8', 2);
    setOutboxUser('7'); // this tab still thinks user 7 is signed in
    setOnline(false);
    await replay();

    // Another tab (its own copy of the modules, the same IndexedDB) signs out and in as user 8.
    vi.resetModules();
    const otherTab = await import('./outbox');
    otherTab.setOutboxUser('8');
    await otherTab.replay();
    fetchMock.mockClear();

    setOnline(true);
    await replay(); // this tab: the cookie is user 8's now
    expect(sentEventIds()).not.toContain(1);
    expect((await db.outbox.toArray()).find((i) => i.userKey === '7')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
