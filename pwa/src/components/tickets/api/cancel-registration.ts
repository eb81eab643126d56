import { submit, type SubmitResult } from '@/lib/outbox';

/** Where a registration's cancel goes (the outbox item's url, so the view can tell a cancel is waiting). */
export const cancelUrl = (registrationId: number) => `/api/event-registrations/${registrationId}/cancel`;

/**
 * POST /api/event-registrations/:id/cancel through the outbox: the signed-in owner (no token) or
 * anyone holding the cancel link's token. 'sent' with `{ message, registration }`, or 'queued'
 * offline; a refusal (403 bad_token, 404) rejects with the ApiError. Cancelling twice answers 200.
 */
export function cancelRegistration(registrationId: number, eventTitle: string, token?: string): Promise<SubmitResult> {
  return submit({
    method: 'POST',
    url: cancelUrl(registrationId),
    body: token ? { token } : {},
    label: 'tickets:outbox.cancel',
    labelValues: { title: eventTitle },
  });
}
