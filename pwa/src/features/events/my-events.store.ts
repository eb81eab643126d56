/**
 * The signed-in user's own RSVPs and registrations, mirrored in Dexie's `me` table so the
 * events page shows them offline too. Each row names its user: on a shared phone one person's
 * rows are never shown to the next. Refreshed once per visit of the page, and after a success.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db';
import { refreshMirroredList } from '@/lib/mirror';
import type { OutboxItem } from '@/lib/db';
import { replayOrder } from '@/lib/outbox-policy';
import { queuedOf, useOutbox } from '@/lib/use-outbox';
import { affects, metaOf, nameOf } from '@/lib/writes';
import { fetchMyRegistrations, type MyRegistration } from './api/fetch-my-registrations';
import { fetchMyRsvps } from './api/fetch-my-rsvps';

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
    fetchMyRsvps().then(
      (ids) => write(RSVPS_KEY, userId, ids),
      () => undefined,
    ),
    fetchMyRegistrations().then(
      (regs) => write(REGISTRATIONS_KEY, userId, regs),
      () => undefined,
    ),
  ]);
}

/** Records an RSVP the server has just confirmed, before the next refresh. */
export async function rememberRsvp(userId: number, eventId: number): Promise<void> {
  const ids = await read<number>(RSVPS_KEY, userId);
  if (!ids.includes(eventId)) await write(RSVPS_KEY, userId, [...ids, eventId]);
}

/** Drops an RSVP the server has just cancelled, before the next refresh. */
export async function forgetRsvp(userId: number, eventId: number): Promise<void> {
  const ids = await read<number>(RSVPS_KEY, userId);
  if (ids.includes(eventId))
    await write(
      RSVPS_KEY,
      userId,
      ids.filter((id) => id !== eventId),
    );
}

/**
 * The signed-in user's registrations as last loaded (undefined while the device is read), with
 * their status and event; refreshed once per mount. For the dashboards.
 */
export function useMyRegistrations(userId: number | null): MyRegistration[] | undefined {
  useEffect(() => {
    if (userId != null) void refreshMyEvents(userId);
  }, [userId]);
  return useLiveQuery(() => (userId == null ? [] : read<MyRegistration>(REGISTRATIONS_KEY, userId)), [userId]);
}

export interface MyEvents {
  /** Events the server has an RSVP for, less those whose cancel waits in the outbox. */
  rsvped: ReadonlySet<number>;
  /** RSVPs written on this device and still waiting in the outbox (the last RSVP write of the event is an RSVP). */
  rsvpQueued: ReadonlySet<number>;
  /** Cancelled RSVPs still waiting in the outbox (the last RSVP write of the event is a cancel). */
  cancelQueued: ReadonlySet<number>;
  /** Events with a registration that is not cancelled. */
  registered: ReadonlySet<number>;
  /** The registrations as last loaded, with their status. */
  registrations: readonly MyRegistration[];
  /** Registrations written on this device and still waiting in the outbox. */
  registrationQueued: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();
const NO_REGISTRATIONS: readonly MyRegistration[] = [];

type RsvpRow = Pick<OutboxItem, 'method' | 'url' | 'body' | 'seq' | 'createdAt'> & Partial<Pick<OutboxItem, 'name' | 'meta' | 'labelValues'>>;
const isRsvpWrite = (i: RsvpRow) => nameOf(i) === 'rsvp.create' || nameOf(i) === 'rsvp.cancel';
const eventIdOf = (i: RsvpRow) => (metaOf(i, 'rsvp.create') ?? metaOf(i, 'rsvp.cancel'))?.eventId ?? NaN;

/**
 * Where each event's RSVP stands after the writes still waiting (in the order they will be sent):
 * the last one wins, so RSVP then Cancel offline leaves no RSVP, and Cancel then RSVP leaves one.
 */
export function queuedRsvpState(waiting: readonly RsvpRow[]): Map<number, 'rsvp' | 'cancel'> {
  const last = new Map<number, 'rsvp' | 'cancel'>();
  for (const i of [...waiting].filter(isRsvpWrite).sort((a, b) => replayOrder(a) - replayOrder(b)))
    last.set(eventIdOf(i), nameOf(i) === 'rsvp.cancel' ? 'cancel' : 'rsvp');
  return last;
}

/** The user's RSVPs and registrations from the mirror, refreshed once per mount. */
export function useMyEvents(userId: number | null): MyEvents {
  useEffect(() => {
    if (userId != null) void refreshMyEvents(userId);
  }, [userId]);
  const rsvps = useLiveQuery(() => (userId == null ? [] : read<number>(RSVPS_KEY, userId)), [userId]);
  const registrations = useLiveQuery(() => (userId == null ? [] : read<MyRegistration>(REGISTRATIONS_KEY, userId)), [userId]);
  const { items } = useOutbox();

  // A queued RSVP or registration (or its cancel) left the outbox (delivered or refused): ask the server again.
  const waiting = items.filter((i) => i.status !== 'failed' && affects(i, 'my-events')).length;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) {
      void refreshMirroredList('events');
      if (userId != null) void refreshMyEvents(userId);
    }
    before.current = waiting;
  }, [waiting, userId]);

  return useMemo(() => {
    if (userId == null) {
      return { rsvped: NONE, rsvpQueued: NONE, cancelQueued: NONE, registered: NONE, registrations: NO_REGISTRATIONS, registrationQueued: NONE };
    }
    const own = items.filter((i) => i.status !== 'failed' && i.userKey === String(userId));
    const last = queuedRsvpState(own);
    const idsWhere = (state: 'rsvp' | 'cancel') => new Set([...last].filter(([, s]) => s === state).map(([id]) => id));
    const cancelQueued = idsWhere('cancel');
    const registrationQueued = queuedOf(own, 'registration.create')
      .filter((i) => i.meta?.signedIn)
      .map((i) => i.meta?.eventId ?? NaN);
    return {
      rsvped: new Set((rsvps ?? []).filter((id) => !cancelQueued.has(id))),
      rsvpQueued: idsWhere('rsvp'),
      cancelQueued,
      registered: new Set((registrations ?? []).filter((r) => r.status !== 'cancelled').map((r) => r.eventId)),
      registrations: registrations ?? NO_REGISTRATIONS,
      registrationQueued: new Set(registrationQueued),
    };
  }, [userId, rsvps, registrations, items]);
}
