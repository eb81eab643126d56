import { useEffect, useRef, useState } from 'react';
import type { NotificationInbox } from '@shared/schemas/notifications';
import { nextToMark } from './inbox-rules';
import { markRead } from './notifications.store';

/**
 * Opening the inbox marks read what it shows (and what a later load adds), each once per visit.
 * Answers the ids that were unread when shown: the page keeps marking them as new while it is open.
 */
export function useMarkShownRead(userId: number, inbox: NotificationInbox | null | undefined): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const marked = useRef({ ids: new Set<number>(), all: false });
  useEffect(() => {
    const next = inbox && nextToMark(inbox, marked.current);
    if (!next) return;
    for (const id of next.shown) marked.current.ids.add(id);
    marked.current.all ||= next.all;
    setFresh((before) => new Set([...before, ...next.shown]));
    void markRead(userId, next.all ? {} : { ids: next.shown });
  }, [userId, inbox]);
  return fresh;
}
