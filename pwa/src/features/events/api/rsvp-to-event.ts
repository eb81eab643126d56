import { submitWrite, type SubmitResult } from '@/lib/outbox';

/** POST /api/event-rsvp {eventId, userId} through the outbox; a repeat is harmless on the server. */
export function rsvpToEvent(eventId: number, userId: number, eventTitle: string): Promise<SubmitResult> {
  return submitWrite('rsvp.create', { eventId, userId, eventTitle });
}
