/**
 * The events feature's one door to its data: the mirrored events list (Dexie, refreshed once
 * per visit) and the selections the page shows.
 */
import type { ClubEvent } from '@shared/schemas/events';
import { useMirroredList, type MirroredList } from '@/lib/mirror';

const OPEN_STATUSES = new Set<ClubEvent['status']>(['upcoming', 'ongoing']);

export const needsRegistration = (e: Pick<ClubEvent, 'registrationRequired' | 'requiresRegistration'>) =>
  !!(e.registrationRequired || e.requiresRegistration);

const isOpen = (e: ClubEvent) => OPEN_STATUSES.has(e.status);

/** Events that require registration and are upcoming or ongoing. */
export function selectRegistrationEvents(events: ClubEvent[]): ClubEvent[] {
  return events.filter((e) => needsRegistration(e) && isOpen(e));
}

/** Events without registration (quick RSVP) that are upcoming or ongoing. */
export function selectRsvpEvents(events: ClubEvent[]): ClubEvent[] {
  return events.filter((e) => !needsRegistration(e) && isOpen(e));
}

export function useEvents(): MirroredList<ClubEvent> {
  return useMirroredList('events');
}

/** 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight. */
export function eventDay(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(date);
}
