/**
 * The signed-in user's own RSVPs and registrations, mirrored in Dexie's `me` table so the
 * events page shows them offline too. Each row names its user: on a shared phone one person's
 * rows are never shown to the next. Refreshed once per visit of the page, and after a success.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db';
import { refreshMirroredList } from '@/lib/mirror';
import { useOutbox } from '@/lib/use-outbox';
import { fetchMyRegistrations, type MyRegistration } from './api/fetch-my-registrations';
import { fetchMyRsvps } from './api/fetch-my-rsvps';
import { RSVP_URL } from './api/rsvp-to-event';

const REGISTRATIONS_URL = '/api/event-registrations';
const RSVPS_KEY = 'events:my-rsvps';
const REGISTRATIONS_KEY = 'events:my-registrations';

interface Owned<T> {
  userId: number;
  items: T[];
}

async function read<T>(key: string, userId: number): Promise<T[]> {
  const row = (await db.me.get(key))?.value as Owned<T> | undefined;
  return row && row.userId === userId ? row.items : [];
}

const write = <T>(key: string, userId: number, items: T[]) => db.me.put({ key, value: { userId, items } satisfies Owned<T> });

/** Re-reads both lists from the server; offline or on failure the stored rows stay as they are. */
export async function refreshMyEvents(userId: number): Promise<void> {
  await Promise.all([
    fetchMyRsvps().then((ids) => write(RSVPS_KEY, userId, ids), () => undefined),
    fetchMyRegistrations().then((regs) => write(REGISTRATIONS_KEY, userId, regs), () => undefined),
  ]);
}

/** Records an RSVP the server has just confirmed, before the next refresh. */
export async function rememberRsvp(userId: number, eventId: number): Promise<void> {
  const ids = await read<number>(RSVPS_KEY, userId);
  if (!ids.includes(eventId)) await write(RSVPS_KEY, userId, [...ids, eventId]);
}

export interface MyEvents {
  /** Events the server has an RSVP for. */
  rsvped: ReadonlySet<number>;
  /** RSVPs written on this device and still waiting in the outbox. */
  rsvpQueued: ReadonlySet<number>;
  /** Events with a registration that is not cancelled. */
  registered: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

/** The user's RSVPs and registrations from the mirror, refreshed once per mount. */
export function useMyEvents(userId: number | null): MyEvents {
  useEffect(() => {
    if (userId != null) void refreshMyEvents(userId);
  }, [userId]);
  const rsvps = useLiveQuery(() => (userId == null ? [] : read<number>(RSVPS_KEY, userId)), [userId]);
  const registrations = useLiveQuery(() => (userId == null ? [] : read<MyRegistration>(REGISTRATIONS_KEY, userId)), [userId]);
  const { items } = useOutbox();

  // A queued RSVP or registration left the outbox (delivered or refused): ask the server again.
  const waiting = items.filter((i) => i.status !== 'failed' && (i.url === RSVP_URL || i.url.startsWith(REGISTRATIONS_URL))).length;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) {
      void refreshMirroredList('events');
      if (userId != null) void refreshMyEvents(userId);
    }
    before.current = waiting;
  }, [waiting, userId]);

  return useMemo(() => {
    if (userId == null) return { rsvped: NONE, rsvpQueued: NONE, registered: NONE };
    const queued = items
      .filter((i) => i.url === RSVP_URL && i.status !== 'failed' && i.userKey === String(userId))
      .map((i) => Number((i.body as { eventId?: unknown } | undefined)?.eventId));
    return {
      rsvped: new Set(rsvps ?? []),
      rsvpQueued: new Set(queued),
      registered: new Set((registrations ?? []).filter((r) => r.status !== 'cancelled').map((r) => r.eventId)),
    };
  }, [userId, rsvps, registrations, items]);
}
