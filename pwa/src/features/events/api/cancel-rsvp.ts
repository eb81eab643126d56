import { submitWrite, type SubmitResult } from '@/lib/submit-write';

/**
 * rsvpsApi.cancel (shared/api/rsvps.ts) through the outbox: cancels the signed-in user's RSVP. The
 * server answers 200 even when there is no RSVP left, so a replayed cancel is harmless.
 */
export function cancelRsvp(eventId: number, eventTitle: string): Promise<SubmitResult> {
  return submitWrite('rsvp.cancel', { eventId, eventTitle });
}
