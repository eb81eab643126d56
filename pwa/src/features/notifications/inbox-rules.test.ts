import { describe, expect, it } from 'vitest';
import type { NotificationInbox, NotificationItem } from '@shared/schemas/notifications';
import { markedRead, nextToMark } from './inbox-rules';

const item = (id: number, read: boolean): NotificationItem => ({
  id,
  kind: 'event.reminder',
  title: { en: 'T', bn: 'T' },
  body: { en: 'B', bn: 'B' },
  url: '/events/1',
  createdAt: '2026-03-01T10:00:00.000Z',
  read,
});
const inbox = (unread: number): NotificationInbox => ({ notifications: [item(3, false), item(2, false), item(1, true)], unread });
const readFlags = (i: NotificationInbox) => i.notifications.map((n) => n.read);

describe('marking read', () => {
  it('reads the ones named, and the unread count falls by those that were unread', () => {
    expect(markedRead(inbox(2), [3, 1])).toMatchObject({ unread: 1 });
    expect(readFlags(markedRead(inbox(2), [3, 1]))).toEqual([true, false, true]);
  });

  it('reads all without ids, counting nothing unread, even beyond those shown', () => {
    const all = markedRead(inbox(60), undefined);
    expect(all.unread).toBe(0);
    expect(readFlags(all)).toEqual([true, true, true]);
  });

  it('opening the inbox marks the unread it shows, each once per visit', () => {
    expect(nextToMark(inbox(2), { ids: new Set(), all: false })).toEqual({ shown: [3, 2], all: false });
    expect(nextToMark(inbox(2), { ids: new Set([3]), all: false })).toEqual({ shown: [2], all: false });
    expect(nextToMark(inbox(2), { ids: new Set([3, 2]), all: false })).toBeNull();
  });

  it('marks all when the server counts unread ones beyond those shown, once', () => {
    expect(nextToMark(inbox(60), { ids: new Set(), all: false })).toEqual({ shown: [3, 2], all: true });
    expect(nextToMark(inbox(60), { ids: new Set([3, 2]), all: true })).toBeNull();
  });
});
