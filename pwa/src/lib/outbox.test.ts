import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { json, setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';
import { db } from './db';
import { sendTimeoutMs } from './outbox-body';
import { discard, onOutboxFailure, replay, retry, setOutboxUser, submit } from './outbox';

const contact = (n = 1) => ({
  method: 'POST' as const,
  url: '/api/contact',
  body: { name: `Rafi ${n}`, email: 'rafi@example.com', subject: 'Hi', message: 'Hello' },
  label: 'offline:writes.contact',
});

const fetchMock = setUpOutboxTest(null);
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).name);

describe('outbox.submit', () => {
  it('queues the write while offline and sends nothing', async () => {
    setOnline(false);
    await expect(submit(contact())).resolves.toEqual({ state: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', attempts: 0, userKey: 'anon', url: '/api/contact' });
  });

  it('sends at once when online, with the id as Idempotency-Key, and only once', async () => {
    const result = await submit(contact());
    expect(result).toEqual({ state: 'sent', response: { message: 'ok' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [item] = await db.outbox.toArray();
    expect(url).toBe('/api/contact');
    expect(init.credentials).toBe('omit'); // an anonymous write: no session goes along
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(item.id);
    expect((init.headers as Record<string, string>)['X-Client-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.status).toBe('done');
    await replay();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets the body once delivered (it may hold a password), but keeps it while it waits', async () => {
    setOnline(false);
    await submit({ method: 'POST', url: '/api/auth/register', body: { email: 'a@b.c', password: 'secret-pass' }, label: 'offline:writes.contact' });
    expect((await db.outbox.toArray())[0].body).toMatchObject({ password: 'secret-pass' });
    setOnline(true);
    await replay({ force: true });
    const [item] = await db.outbox.toArray();
    expect(item.status).toBe('done');
    expect(item.body).toBeNull();
  });

  it('gives up an attempt that hangs and keeps the write queued', async () => {
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    await expect(submit(contact())).resolves.toEqual({ state: 'queued' });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('allows longer attempts for files: 30 s plus a second per 10 kB', () => {
    expect(sendTimeoutMs({ name: 'x' })).toBe(30_000);
    expect(sendTimeoutMs({ kind: 'outbox-file', data: new ArrayBuffer(1_000_000), type: 'image/jpeg', name: 'a.jpg' })).toBe(130_000);
  });

  it('rejects with the ApiError on a 4xx and marks the write failed with the server message', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Invalid email', code: 'validation_failed' }));
    const listener = vi.fn();
    onOutboxFailure(listener);
    const err = await submit(contact()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'failed', lastError: 'Invalid email' });
    expect(listener).not.toHaveBeenCalled(); // the form shows it, not a second toast
  });

  it('keeps the write on a 5xx, answers queued, and retries only after the backoff', async () => {
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 503 }));
    await expect(submit(contact())).resolves.toEqual({ state: 'queued' });
    let [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', attempts: 1, lastError: '503: boom' });
    expect(item.nextAttemptAt).toBeGreaterThan(Date.now());

    await replay();
    expect(fetchMock).toHaveBeenCalledTimes(1); // still backing off

    vi.useFakeTimers({ toFake: ['Date'], now: item.nextAttemptAt + 1 });
    await replay();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    [item] = await db.outbox.toArray();
    expect(item.status).toBe('done');
  });

  it('sends a Blob body as multipart form data with the field file', async () => {
    const file = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
    await submit({ method: 'POST', url: '/api/upload', body: file, label: 'offline:sync.title' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    const sent = (init.body as FormData).get('file') as File;
    expect(sent.name).toBe('photo.png');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('treats a network failure like a 5xx', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submit(contact())).resolves.toEqual({ state: 'queued' });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', attempts: 1, lastError: 'network' });
  });
});

describe('outbox.replay', () => {
  async function queueOffline(user: string | null, n: number) {
    setOutboxUser(user);
    setOnline(false);
    await submit(contact(n));
    await new Promise((r) => setTimeout(r, 2)); // distinct createdAt
  }

  it('sends in creation order per user, only for the signed-in user and anonymous writes', async () => {
    await queueOffline('7', 1);
    await queueOffline('8', 2);
    await queueOffline(null, 3);
    await queueOffline('7', 4);
    setOnline(true);
    setOutboxUser('7'); // also triggers a replay
    await replay();
    expect(sentBodies()).toEqual(['Rafi 1', 'Rafi 4', 'Rafi 3']);
    const left = await db.outbox.where('status').equals('pending').toArray();
    expect(left.map((i) => i.userKey)).toEqual(['8']);
  });

  it('stops the run at a 5xx so later writes of the user keep their order', async () => {
    await queueOffline(null, 1);
    await queueOffline(null, 2);
    setOnline(true);
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 500 }));
    await replay();
    expect(sentBodies()).toEqual(['Rafi 1']);
    const items = await db.outbox.orderBy('createdAt').toArray();
    expect(items.map((i) => i.status)).toEqual(['pending', 'pending']);
  });

  it('marks a 4xx failed, tells the listener with the server message, and goes on', async () => {
    await queueOffline(null, 1);
    await queueOffline(null, 2);
    setOnline(true);
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This event is full', code: 'conflict' }));
    const listener = vi.fn();
    const off = onOutboxFailure(listener);
    await replay();
    off();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ label: 'offline:writes.contact' }), 'This event is full');
    const items = await db.outbox.orderBy('createdAt').toArray();
    expect(items.map((i) => [i.status, i.lastError])).toEqual([
      ['failed', 'This event is full'],
      ['done', null],
    ]);
  });

  it('never sends a write twice when replay() is called twice at once', async () => {
    await queueOffline(null, 1);
    await queueOffline(null, 2);
    setOnline(true);
    fetchMock.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return json(201, { message: 'ok' });
    });
    await Promise.all([replay(), replay(), replay()]);
    expect(sentBodies()).toEqual(['Rafi 1', 'Rafi 2']);
  });
});

describe('retry and discard', () => {
  it('retry sends a failed write again; discard removes it', async () => {
    fetchMock.mockResolvedValueOnce(json(422, { message: 'Nope' }));
    await submit(contact(1)).catch(() => undefined);
    const [failed] = await db.outbox.toArray();
    await retry(failed.id);
    expect((await db.outbox.toArray()).map((i) => i.status)).toEqual(['done']); // under a new key: outbox-replay.test.ts

    setOnline(false);
    await submit(contact(2));
    const pending = await db.outbox.where('status').equals('pending').first();
    await discard(pending!.id);
    expect(await db.outbox.get(pending!.id)).toBeUndefined();
  });
});
