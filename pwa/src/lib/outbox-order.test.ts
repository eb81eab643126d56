import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientId } from './client-id';
import { db } from './db';
import { replay, setOutboxUser, submit } from './outbox';

/** Writes go out in the order they were made, even within one millisecond (ids are random). */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const write = (n: number) => ({ method: 'POST' as const, url: '/api/contact', body: { n }, label: 'contact:outboxLabel' });
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).n);

beforeEach(async () => {
  await db.outbox.clear();
  setOutboxUser(null);
  getClientId(); // made once, so that the ids below are the writes' own
  fetchMock = vi.fn(async () => json(201, { message: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbox order', () => {
  it('keeps the order of writes made in the same millisecond, whatever their ids', async () => {
    setOnline(false);
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const ids = vi.spyOn(crypto, 'randomUUID');
    ids.mockReturnValueOnce('ffffffff-ffff-4fff-bfff-ffffffffffff');
    await submit(write(1));
    ids.mockReturnValueOnce('00000000-0000-4000-8000-000000000000');
    await submit(write(2));
    setOnline(true);
    await replay();
    expect(sent()).toEqual([1, 2]);
    const [a, b] = await Promise.all(['ffffffff-ffff-4fff-bfff-ffffffffffff', '00000000-0000-4000-8000-000000000000'].map((id) => db.outbox.get(id)));
    expect(a!.seq).toBeLessThan(b!.seq!);
  });

  it('orders writes stored before seq existed by their millisecond, before later ones', async () => {
    setOnline(false);
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    await db.outbox.add({
      id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      method: 'POST',
      url: '/api/contact',
      body: { n: 1 },
      label: 'contact:outboxLabel',
      createdAt: 1_750_000_000_000,
      attempts: 0,
      lastError: null,
      status: 'pending',
      userKey: 'anon',
      nextAttemptAt: 0,
    });
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce('00000000-0000-4000-8000-000000000000');
    await submit(write(2)); // same millisecond, smaller id
    setOnline(true);
    await replay();
    expect(sent()).toEqual([1, 2]);
  });
});
