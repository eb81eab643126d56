import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { installFakeLocks } from './__tests__/fake-web-locks';
import { json, setOnline, setUpOutboxTest } from './__tests__/outbox-test-setup';
import { db, type OutboxItem } from './db';
import { discard, replay, submit } from './outbox';

/** Claims before sending: a Discard that came first wins; a closed tab's claim ends quickly; a live one is renewed. */
const write = (n: number) => ({ method: 'POST' as const, url: '/api/contact', body: { n }, label: 'contact:outboxLabel' });
const tick = () => new Promise((r) => setTimeout(r, 5));

const fetchMock = setUpOutboxTest(null);

async function queueOffline(body: unknown = { n: 1 }) {
  setOnline(false);
  await submit({ ...write(1), body });
  setOnline(true);
  await new Promise((r) => setTimeout(r, 2));
  return (await db.outbox.orderBy('createdAt').last())!;
}

/** A request that stays in flight until answer() is called. */
function hangingFetch() {
  let answer: () => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = () => resolve(json(201, { message: 'ok' })))));
  return () => answer();
}

describe('outbox claims', () => {
  it('does not send a write discarded while the pass was busy with an earlier one', async () => {
    await queueOffline({ n: 1 });
    const second = await queueOffline({ n: 2 });
    fetchMock.mockImplementationOnce(async () => {
      await discard(second.id); // the user discards it from the Sync panel meanwhile
      return json(201, { message: 'ok' });
    });
    await replay();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await db.outbox.get(second.id)).toBeUndefined();
  });

  it("a large photo's claim is short (a closed tab blocks its queue for seconds, not minutes)", async () => {
    const photo = await queueOffline({ kind: 'outbox-file', data: new ArrayBuffer(5 * 1024 * 1024), type: 'image/jpeg', name: 'a.jpg' });
    const answer = hangingFetch();
    const run = replay();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const claimed = (await db.outbox.get(photo.id))!;
    expect(claimed.status).toBe('sending');
    expect(claimed.nextAttemptAt - Date.now()).toBeLessThanOrEqual(20_000);
    answer();
    await run;
    expect((await db.outbox.get(photo.id))?.status).toBe('done');
  });

  it('renews the claim while the request is in flight', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: 1_000_000 });
    const item = await queueOffline();
    const answer = hangingFetch();
    const run = replay();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const first = (await db.outbox.get(item.id))!.nextAttemptAt;
    vi.advanceTimersByTime(15_000); // the first lease would have ended by now
    await vi.waitFor(async () => expect((await db.outbox.get(item.id))!.nextAttemptAt).toBeGreaterThan(first + 10_000));
    expect((await db.outbox.get(item.id))!.status).toBe('sending');
    answer();
    await run;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("takes over a write whose sender's claim ran out (a tab closed mid-send), with the same key", async () => {
    const item = await queueOffline();
    await db.outbox.update(item.id, { status: 'sending', nextAttemptAt: Date.now() - 1, leaseOwner: 'closed-tab' } satisfies Partial<OutboxItem>);
    await replay();
    const headers = (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe(item.id);
    expect((await db.outbox.get(item.id))?.status).toBe('done');
  });

  it('leaves a write alone while another sender holds a live claim', async () => {
    const item = await queueOffline();
    await db.outbox.update(item.id, { status: 'sending', nextAttemptAt: Date.now() + 15_000, leaseOwner: 'other-tab' } satisfies Partial<OutboxItem>);
    await replay({ force: true });
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('under the Web Lock, takes over at once a claim left by a page reloaded mid-send, with the same key, and sends what came after it', async () => {
    const { uninstall } = installFakeLocks();
    try {
      const first = await queueOffline({ n: 1 });
      const next = await queueOffline({ n: 2 });
      // The page was reloaded between the server's answer and its record: the claim looks live for 20 s,
      // but its sender let go of the device's lock with the page, so nobody is sending it.
      await db.outbox.update(first.id, { status: 'sending', nextAttemptAt: Date.now() + 19_000, leaseOwner: 'reloaded-page' } satisfies Partial<OutboxItem>);
      await replay({ force: true });
      const keys = fetchMock.mock.calls.map((call) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
      expect(keys).toEqual([first.id, next.id]);
      expect((await db.outbox.get(next.id))?.status).toBe('done');
    } finally {
      uninstall();
    }
  });
});
