/** What marking read does to an inbox: one rule for the device's copy and for marks still in the outbox. */
import type { NotificationInbox } from '@shared/schemas/notifications';

/** The inbox once `ids` (undefined: all) are read; the unread count falls by those that were unread. */
export function markedRead(inbox: NotificationInbox, ids: readonly number[] | undefined): NotificationInbox {
  const isMarked = (id: number) => !ids || ids.includes(id);
  const newlyRead = inbox.notifications.filter((n) => !n.read && isMarked(n.id)).length;
  return {
    notifications: inbox.notifications.map((n) => (!n.read && isMarked(n.id) ? { ...n, read: true } : n)),
    unread: ids ? Math.max(0, inbox.unread - newlyRead) : 0,
  };
}

/** What this visit of the inbox has marked read so far. */
export interface Marked {
  ids: ReadonlySet<number>;
  all: boolean;
}

/**
 * What the open inbox marks read next: the unread ones it shows that this visit has not marked
 * (`shown`), and `all` when the server counts more unread than are shown (older ones beyond the
 * latest 50: only marking all brings the count to zero). Null when there is nothing to mark.
 */
export function nextToMark(inbox: NotificationInbox, marked: Marked): { shown: number[]; all: boolean } | null {
  const unread = inbox.notifications.filter((n) => !n.read).map((n) => n.id);
  const shown = unread.filter((id) => !marked.ids.has(id));
  const all = !marked.all && inbox.unread > unread.length;
  return shown.length > 0 || all ? { shown, all } : null;
}
