import { submitWrite, type SubmitResult } from '@/lib/submit-write';

/**
 * POST /api/event-registrations/:id/cancel through the outbox: the signed-in owner (no token) or
 * anyone holding the cancel link's token. 'sent' with `{ message, registration }`, or 'queued'
 * offline; a refusal (403 bad_token, 404) rejects with the ApiError. Cancelling twice answers 200.
 */
export function cancelRegistration(registrationId: number, eventTitle: string, token?: string): Promise<SubmitResult> {
  return submitWrite('registration.cancel', { registrationId, eventTitle, ...(token && { token }) });
}
