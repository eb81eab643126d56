import { submitWrite, type SubmitResult } from '@/lib/submit-write';

/** rsvpsApi.create {eventId, userId} (shared/api/rsvps.ts) through the outbox; a repeat is harmless on the server. */
export function rsvpToEvent(eventId: number, userId: number, eventTitle: string): Promise<SubmitResult> {
  return submitWrite('rsvp.create', { eventId, userId, eventTitle });
}
