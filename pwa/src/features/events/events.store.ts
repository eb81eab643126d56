/**
 * The events feature's one door to its data: the mirrored events list (Dexie, refreshed once
 * per visit), the selections the page shows, and one event for its own page.
 */
import { useEffect, useState } from 'react';
import { isRegistrationOpen, isRsvpOpen } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useMirroredList, type MirroredList } from '@/lib/mirror';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/network';
import { fetchEvent } from './api/fetch-event';

/** Places still free when the event has a limit (registrations that are not cancelled take one); null without a limit. */
export function spotsLeft(e: Pick<ClubEvent, 'maxParticipants' | 'registeredCount'>): number | null {
  return e.maxParticipants == null ? null : Math.max(0, e.maxParticipants - e.registeredCount);
}

/** Events that require registration and are upcoming or ongoing. */
export function selectRegistrationEvents(events: ClubEvent[]): ClubEvent[] {
  return events.filter(isRegistrationOpen);
}

/** Events without registration (quick RSVP) that are upcoming or ongoing. */
export function selectRsvpEvents(events: ClubEvent[]): ClubEvent[] {
  return events.filter(isRsvpOpen);
}

export function useEvents(): MirroredList<ClubEvent> {
  return useMirroredList('events');
}

/** 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight. */
export function eventDay(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(date);
}

/** The id in /events/:id, or null when it cannot be one. */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export type EventLookup =
  | { state: 'loading' }
  | { state: 'found'; event: ClubEvent }
  /** The server has no such event (or the id cannot be one). */
  | { state: 'not-found' }
  /** Not on this device and the server could not be asked (offline), or it failed. */
  | { state: 'offline' | 'error' };

type Remote = { id: number; result: 'pending' | 'not-found' | 'offline' | 'error' | ClubEvent };

/**
 * One event for its page: from the events mirror (so a page seen once opens offline, and it
 * refreshes with the list), else from GET /api/events/:id once the mirror is read and lacks it.
 */
export function useEvent(id: number | null): EventLookup {
  const list = useEvents();
  const local = id === null ? undefined : list.items.find((e) => e.id === id);
  const ask = id !== null && !local && !list.isLoading ? id : null;
  const [remote, setRemote] = useState<Remote | null>(null);

  useEffect(() => {
    if (ask === null) return;
    let live = true;
    setRemote({ id: ask, result: 'pending' });
    fetchEvent(ask).then(
      (event) => {
        reportNetworkSuccess();
        if (live) setRemote({ id: ask, result: event });
      },
      (err: unknown) => {
        if (err instanceof NetworkError) reportNetworkFailure();
        else if (err instanceof ApiError) reportNetworkSuccess();
        const result = err instanceof NetworkError ? 'offline' : err instanceof ApiError && err.status === 404 ? 'not-found' : 'error';
        if (result === 'error') console.error('Loading the event failed', err);
        if (live) setRemote({ id: ask, result });
      },
    );
    return () => {
      live = false;
    };
  }, [ask]);

  if (id === null) return { state: 'not-found' };
  if (local) return { state: 'found', event: local };
  const answer = remote?.id === id ? remote.result : 'pending';
  if (list.isLoading || answer === 'pending') return { state: 'loading' };
  if (typeof answer === 'object') return { state: 'found', event: answer };
  return { state: answer };
}
