import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from '@shared/zod';
import { NetworkError } from './api-client';
import { db } from './db';
import { setOutboxUser } from './outbox';
import { outboxItem } from './outbox-item.test-utils';
import { ownMirror, useAfterWrites } from './own-mirror';
import { useOutbox } from './use-outbox';

/** One person's copy on a shared phone: theirs only, parsed on the way back, kept when the server cannot be reached. */
const item = z.object({ id: z.number(), title: z.string() });
let answer: () => Promise<Array<z.infer<typeof item>>>;
const mirror = ownMirror({
  key: 'test:items',
  load: () => answer(),
  parse: (v) => z.array(item).parse(v),
  legacy: (row) => row.items,
});

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  answer = async () => [{ id: 1, title: 'Tree planting' }];
  // Offline, so that nothing queued here is really sent by the replays the outbox starts.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  setOutboxUser(7);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([db.me.clear(), db.outbox.clear()]);
});

describe('ownMirror', () => {
  it('keeps what the server answered for its owner, with the time, and shows nobody else', async () => {
    expect(await mirror.read(7)).toBeNull();
    expect(await mirror.refresh(7)).toBe('ok');
    const kept = await mirror.read(7);
    expect(kept?.value).toEqual([{ id: 1, title: 'Tree planting' }]);
    expect(kept?.loadedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await mirror.read(8)).toBeNull();
    expect(await mirror.read(null)).toBeNull();
  });

  it('keeps the copy when the server cannot be reached or refuses, and says which', async () => {
    await mirror.refresh(7);
    answer = () => Promise.reject(new NetworkError());
    expect(await mirror.refresh(7)).toBe('offline');
    answer = () => Promise.reject(new Error('500: boom'));
    expect(await mirror.refresh(7)).toBe('error');
    expect((await mirror.read(7))?.value).toEqual([{ id: 1, title: 'Tree planting' }]);
  });

  it('treats a copy that no longer fits the contract as never loaded, and reads rows kept in the old shape', async () => {
    await db.me.put({ key: 'test:items', value: { userId: 7, loadedAt: 1, data: [{ id: 'one' }] } });
    expect(await mirror.read(7)).toBeNull();
    await db.me.put({ key: 'test:items', value: { userId: 7, items: [{ id: 2, title: 'Old' }] } });
    expect(await mirror.read(7)).toEqual({ value: [{ id: 2, title: 'Old' }], loadedAt: null });
  });

  it('changes the copy at once with update, keeping the time it was loaded', async () => {
    await mirror.refresh(7);
    const { loadedAt } = (await mirror.read(7))!;
    await mirror.update(7, (v) => [...(v ?? []), { id: 3, title: 'New' }]);
    expect(await mirror.read(7)).toEqual({
      value: [
        { id: 1, title: 'Tree planting' },
        { id: 3, title: 'New' },
      ],
      loadedAt,
    });
  });

  it('keeps a copy of the device alone (no load): refresh asks nobody, update changes it', async () => {
    const own = ownMirror<Array<z.infer<typeof item>>, null>({ key: 'test:device', parse: (v) => z.array(item).parse(v) });
    expect(await own.refresh(null)).toBe('ok');
    expect(await own.read(null)).toBeNull();
    await own.update(null, (v) => [...(v ?? []), { id: 4, title: 'Ticket' }]);
    expect(await own.read(null)).toEqual({ value: [{ id: 4, title: 'Ticket' }], loadedAt: null });
    const { result } = renderHook(() => own.use(null));
    await waitFor(() => expect(result.current.stored?.value).toEqual([{ id: 4, title: 'Ticket' }]));
    expect(result.current.outcome).toBe('ok');
  });
});

describe('useAfterWrites', () => {
  const rsvp = outboxItem({ name: 'rsvp.create', meta: { eventId: 3 }, url: '/api/event-rsvp', body: { eventId: 3, userId: 7 }, userKey: '7' });

  it('runs its action when a write that changes one of its lists leaves the outbox, not for others', async () => {
    const action = vi.fn();
    const contact = outboxItem();
    await db.outbox.bulkAdd([rsvp, contact]);
    const { result } = renderHook(() => {
      useAfterWrites(['events'], action);
      return useOutbox().items.length;
    });
    await waitFor(() => expect(result.current).toBe(2));
    await act(() => db.outbox.delete(contact.id));
    await new Promise((r) => setTimeout(r, 50));
    expect(action).not.toHaveBeenCalled();
    await act(() => db.outbox.update(rsvp.id, { status: 'done' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it('loads the copy again when a write named in refreshOn leaves the outbox', async () => {
    const watched = ownMirror({ key: 'test:watched', load: (_owner: number) => answer(), parse: (v) => z.array(item).parse(v), refreshOn: ['my-events'] });
    await db.outbox.add(rsvp);
    const { result } = renderHook(() => ({ ...watched.use(7), waiting: useOutbox().items.length }));
    await waitFor(() => expect(result.current).toMatchObject({ stored: { value: [{ id: 1, title: 'Tree planting' }] }, waiting: 1 }));
    answer = async () => [{ id: 5, title: 'After the RSVP' }];
    await act(() => db.outbox.update(rsvp.id, { status: 'failed' }));
    await waitFor(() => expect(result.current.stored?.value).toEqual([{ id: 5, title: 'After the RSVP' }]));
  });
});
