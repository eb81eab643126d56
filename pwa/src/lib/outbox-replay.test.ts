import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';
import { db } from './db';
import { onOutboxFailure, onOutboxUnauthorized, replay, retry, setOutboxUser, submit, waitingCount } from './outbox';

/** The outbox under the situations of a shared, patchy phone: who sends, which key, which answers mean "later". */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const write = (n: number, url = '/api/contact') => ({ method: 'POST' as const, url, body: { n }, label: 'contact:outboxLabel' });
const headersOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

const fetchMock = setUpOutboxTest(null);

async function queueOffline(user: string | null, n: number, url?: string) {
  setOutboxUser(user);
  setOnline(false);
  await submit(write(n, url));
  setOnline(true);
  await new Promise((r) => setTimeout(r, 2));
}

describe('outbox replay', () => {
  it('sends an anonymous write without the session of whoever signed in since, with the id of the device it was made on', async () => {
    await queueOffline(null, 1);
    const [item] = await db.outbox.toArray();
    setOutboxUser('7'); // someone signs in; the replay runs
    await replay();
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe('omit');
    expect(headersOf(0)['X-Client-Id']).toBe(item.clientId);
    expect((await db.outbox.get(item.id))?.status).toBe('done');
  });

  it("sends a signed-in user's write with the session", async () => {
    await queueOffline('7', 1, '/api/event-rsvp');
    await replay();
    expect((fetchMock.mock.calls[0][1] as RequestInit).credentials).toBe('include');
  });

  it('keeps a write the server is still processing (409 with Retry-After) instead of failing it', async () => {
    await queueOffline(null, 1);
    fetchMock.mockResolvedValueOnce(
      json(409, { message: 'This request is still being processed. Please retry shortly.', code: 'conflict' }, { 'Retry-After': '1' }),
    );
    const failed = vi.fn();
    const off = onOutboxFailure(failed);
    await replay();
    off();
    const [item] = await db.outbox.toArray();
    expect(item.status).toBe('pending');
    expect(failed).not.toHaveBeenCalled();
    expect(item.nextAttemptAt).toBeGreaterThanOrEqual(Date.now() + 900);
  });

  it('a 401 on replay keeps the write for its user and says the session ended', async () => {
    await queueOffline('7', 1, '/api/event-rsvp');
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please log in', code: 'unauthorized' }));
    const ended = vi.fn();
    const failed = vi.fn();
    const offs = [onOutboxUnauthorized(ended), onOutboxFailure(failed)];
    await replay();
    offs.forEach((off) => off());
    expect(ended).toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', userKey: '7' });
    setOutboxUser(null); // signed out: the write waits, unsent and uncounted
    expect(await waitingCount()).toBe(0);
  });

  it('a 401 to a write the user waits for fails it at once', async () => {
    setOutboxUser('7');
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please log in', code: 'unauthorized' }));
    await expect(submit(write(1, '/api/event-rsvp'))).rejects.toMatchObject({ status: 401 });
    expect((await db.outbox.toArray())[0].status).toBe('failed');
  });

  it('Retry sends a refused write under a new Idempotency-Key (the server keeps its answer to the old one)', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This event is full', code: 'conflict' }));
    await submit(write(1)).catch(() => undefined);
    const [failed] = await db.outbox.toArray();
    await retry(failed.id);
    expect(headersOf(1)['Idempotency-Key']).not.toBe(failed.id);
    const [after] = await db.outbox.toArray();
    expect(after).toMatchObject({ status: 'done', createdAt: failed.createdAt, clientId: failed.clientId });
  });

  it('Retry of a write still waiting keeps its key (it may have reached the server)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    await submit(write(1));
    const [waiting] = await db.outbox.toArray();
    await retry(waiting.id);
    expect(headersOf(1)['Idempotency-Key']).toBe(waiting.id);
  });

  it('a write stored during a run (another tab) goes in the same run', async () => {
    await queueOffline(null, 1);
    fetchMock.mockImplementationOnce(async () => {
      await db.outbox.add({
        ...(await db.outbox.toArray())[0],
        id: crypto.randomUUID(),
        status: 'pending',
        nextAttemptAt: 0,
        body: { n: 2 },
        createdAt: Date.now() + 5,
      });
      return json(201, { message: 'ok' });
    });
    await replay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await waitingCount()).toBe(0);
  });
});
