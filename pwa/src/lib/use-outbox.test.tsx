import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from './db';
import { setOutboxUser } from './outbox';
import { outboxItem } from './outbox-item.test-utils';
import { useQueued, useWaitingFor } from './use-outbox';

beforeEach(async () => {
  await db.outbox.clear();
  // Offline, so that nothing here is really sent by the replays the outbox starts.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  setOutboxUser(7);
});
afterEach(() => vi.restoreAllMocks());

const rsvp = (eventId: number, over = {}) =>
  outboxItem({
    name: 'rsvp.create',
    meta: { eventId },
    url: '/api/event-rsvp',
    body: { eventId, userId: 7 },
    userKey: '7',
    label: 'events:outbox.rsvp',
    ...over,
  });

describe('useQueued', () => {
  it("gives the signed-in user's waiting writes of one name, picked by their metadata, also one stored before names", async () => {
    await db.outbox.bulkAdd([
      rsvp(3, { id: 'mine' }),
      rsvp(4, { id: 'other-event' }),
      rsvp(3, { id: 'refused', status: 'failed' }),
      rsvp(3, { id: 'delivered', status: 'done' }),
      rsvp(3, { id: 'someone-else', userKey: '8' }),
      // Queued before writes had names: recognised by its method and URL.
      outboxItem({ id: 'unnamed', method: 'POST', url: '/api/event-rsvp', body: { eventId: 3, userId: 7 }, userKey: '7', label: 'events:outbox.rsvp' }),
      outboxItem({ id: 'contact' }),
    ]);
    const { result } = renderHook(() => ({
      forEvent: useQueued('rsvp.create', (m) => m?.eventId === 3)
        .map((i) => i.id)
        .sort(),
      all: useQueued('rsvp.create').length,
      myEvents: useWaitingFor('my-events'),
    }));
    await waitFor(() => expect(result.current.forEvent).toEqual(['mine', 'unnamed']));
    expect(result.current.all).toBe(3);
    expect(result.current.myEvents).toBe(3);
  });
});
