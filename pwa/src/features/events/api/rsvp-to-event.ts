import { submit, type SubmitResult } from '@/lib/outbox';

export const RSVP_URL = '/api/event-rsvp';

/** POST /api/event-rsvp {eventId, userId} through the outbox; a repeat is harmless on the server. */
export function rsvpToEvent(eventId: number, userId: number, eventTitle: string): Promise<SubmitResult> {
  return submit({
    method: 'POST',
    url: RSVP_URL,
    body: { eventId, userId },
    label: 'events:outbox.rsvp',
    labelValues: { title: eventTitle },
  });
}
