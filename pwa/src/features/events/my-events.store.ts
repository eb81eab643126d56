/**
 * The signed-in user's own RSVPs and registrations (my-events.mirror.ts) as the events pages and
 * the dashboards use them, with the writes still waiting in the outbox. Each copy names its user:
 * on a shared phone one person's rows are never shown to the next.
 */
import { useMemo } from 'react';
import type { OutboxItem } from '@/lib/db';
import { refreshMirroredList } from '@/lib/mirror';
import { replayOrder } from '@/lib/outbox-policy';
import { useAfterWrites } from '@/lib/own-mirror';
import { queuedOf, useOutbox } from '@/lib/use-outbox';
import { metaOf, nameOf } from '@/lib/writes';
import type { MyRegistration } from './api/fetch-my-registrations';
import { myRegistrationsMirror, myRsvpsMirror } from './my-events.mirror';

/** Re-reads both lists from the server; offline or on failure the stored rows stay as they are. */
export async function refreshMyEvents(userId: number): Promise<void> {
  await Promise.all([myRsvpsMirror.refresh(userId), myRegistrationsMirror.refresh(userId)]);
}

/** Records an RSVP the server has just confirmed, before the next refresh. */
export const rememberRsvp = (userId: number, eventId: number) =>
  myRsvpsMirror.update(userId, (ids) => (ids?.includes(eventId) ? ids : [...(ids ?? []), eventId]));

/** Drops an RSVP the server has just cancelled, before the next refresh. */
export const forgetRsvp = (userId: number, eventId: number) => myRsvpsMirror.update(userId, (ids) => (ids ?? []).filter((id) => id !== eventId));

/** The signed-in user's registrations as the dashboards show them. */
export interface MyRegistrationsView {
  /** As last loaded, with their status and event; undefined while the device is read or the first load runs. */
  rows: MyRegistration[] | undefined;
  /** This phone never loaded them and the last load failed: 'Not on this phone yet', not '0 registrations'. */
  neverLoaded: boolean;
  reload: () => void;
}

/** The signed-in user's registrations from the device, refreshed once per mount. For the dashboards. */
export function useMyRegistrations(userId: number | null): MyRegistrationsView {
  const { stored, neverLoaded, reload } = myRegistrationsMirror.use(userId ?? undefined);
  return { rows: stored?.value, neverLoaded, reload };
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
  /** This phone never loaded the registrations, or the RSVPs, and the last load failed: the views say so. */
  registrationsNeverLoaded: boolean;
  rsvpsNeverLoaded: boolean;
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

// The events list (its seats and RSVP counts) changes with the same writes; it watches no outbox itself.
const refreshEventsList = () => void refreshMirroredList('events');

/** The user's RSVPs and registrations from the device, refreshed once per mount and after their writes. */
export function useMyEvents(userId: number | null): MyEvents {
  const rsvpCopy = myRsvpsMirror.use(userId ?? undefined);
  const registrationCopy = myRegistrationsMirror.use(userId ?? undefined);
  const rsvps = rsvpCopy.stored?.value;
  const registrations = registrationCopy.stored?.value;
  const rsvpsNeverLoaded = rsvpCopy.neverLoaded;
  const registrationsNeverLoaded = registrationCopy.neverLoaded;
  const { items } = useOutbox();
  useAfterWrites(['events'], refreshEventsList);

  return useMemo(() => {
    if (userId == null) {
      return {
        rsvped: NONE,
        rsvpQueued: NONE,
        cancelQueued: NONE,
        registered: NONE,
        registrations: NO_REGISTRATIONS,
        registrationQueued: NONE,
        registrationsNeverLoaded: false,
        rsvpsNeverLoaded: false,
      };
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
      registrationsNeverLoaded,
      rsvpsNeverLoaded,
    };
  }, [userId, rsvps, registrations, items, registrationsNeverLoaded, rsvpsNeverLoaded]);
}
