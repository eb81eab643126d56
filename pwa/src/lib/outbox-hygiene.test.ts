import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';
import { db, type OutboxItem } from './db';
import { discard, replay, retry, submit } from './outbox';

/** What the outbox stops keeping: old passwords and bodies of refused writes, other people's old writes. */
const DAY = 24 * 60 * 60 * 1000;
const joinBody = { firstName: 'Rafi', email: 'rafi@example.com', password: 'secret-pass' };
const refused = (over: Partial<OutboxItem>): OutboxItem => ({
  id: crypto.randomUUID(),
  method: 'POST',
  url: '/api/contact',
  body: { message: 'Hello' },
  createdAt: Date.now() - 40 * DAY,
  attempts: 1,
  lastError: 'This event is full',
  status: 'failed',
  userKey: 'anon',
  label: 'contact:outboxLabel',
  nextAttemptAt: 0,
  ...over,
});

const fetchMock = setUpOutboxTest('7');

describe('outbox storage hygiene', () => {
  it("drops a refused Join's password after a day; Retry asks for it and sends it under a new key", async () => {
    const old = refused({ url: '/api/auth/register', body: joinBody, failedAt: Date.now() - 2 * DAY, label: 'join:outboxLabel' });
    const recent = refused({ url: '/api/auth/register', body: joinBody, failedAt: Date.now() - 60_000, label: 'join:outboxLabel' });
    await db.outbox.bulkAdd([old, recent]);
    await replay();
    expect(await db.outbox.get(old.id)).toMatchObject({ status: 'failed', bodyDropped: 'password', body: { firstName: 'Rafi', email: 'rafi@example.com' } });
    expect((await db.outbox.get(old.id))!.body).not.toHaveProperty('password');
    expect((await db.outbox.get(recent.id))!.body).toEqual(joinBody);

    await retry(old.id); // without the password: nothing to send
    expect(fetchMock).not.toHaveBeenCalled();
    await retry(old.id, { password: 'new-secret-pass' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ ...joinBody, password: 'new-secret-pass' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).not.toBe(old.id);
  });

  it('drops the body of any write refused more than 30 days ago: it cannot be retried any more', async () => {
    const stale = refused({ failedAt: Date.now() - 31 * DAY });
    await db.outbox.add(stale);
    await replay();
    expect(await db.outbox.get(stale.id)).toMatchObject({ status: 'failed', body: null, bodyDropped: 'all' });
    await retry(stale.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("prunes another person's delivered or refused writes after 30 days, never their waiting ones", async () => {
    const othersOld = refused({ userKey: '8', failedAt: Date.now() - 31 * DAY });
    const othersRecent = refused({ userKey: '8', failedAt: Date.now() - 5 * DAY });
    const othersWaiting = refused({ userKey: '8', status: 'pending', lastError: null });
    await db.outbox.bulkAdd([othersOld, othersRecent, othersWaiting]);
    await replay();
    expect(await db.outbox.get(othersOld.id)).toBeUndefined();
    expect(await db.outbox.get(othersRecent.id)).toMatchObject({ status: 'failed' });
    expect(await db.outbox.get(othersWaiting.id)).toMatchObject({ status: 'pending', body: { message: 'Hello' } });
  });

  it('a discarded Join leaves no password behind', async () => {
    setOnline(false);
    await submit({ method: 'POST', url: '/api/auth/register', body: joinBody, label: 'join:outboxLabel' });
    const [queued] = await db.outbox.toArray();
    await discard(queued.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks for persistent storage when a write is queued', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted: async () => false, persist } });
    try {
      setOnline(false);
      await submit({ method: 'POST', url: '/api/contact', body: { message: 'Hello' }, label: 'contact:outboxLabel' });
      await vi.waitFor(() => expect(persist).toHaveBeenCalled());
    } finally {
      delete (navigator as { storage?: unknown }).storage;
    }
  });
});
