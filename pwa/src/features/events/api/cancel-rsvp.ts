import { submit, type SubmitResult } from '@/lib/outbox';
import { RSVP_URL } from './rsvp-to-event';

/**
 * DELETE /api/event-rsvp/:eventId through the outbox: cancels the signed-in user's RSVP. The
 * server answers 200 even when there is no RSVP left, so a replayed cancel is harmless.
 */
export function cancelRsvp(eventId: number, eventTitle: string): Promise<SubmitResult> {
  return submit({
    method: 'DELETE',
    url: `${RSVP_URL}/${eventId}`,
    label: 'events:outbox.cancelRsvp',
    labelValues: { title: eventTitle },
  });
}
