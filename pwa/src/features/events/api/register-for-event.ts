import type { EventRegistrationInput } from '@shared/schemas/registrations';
import { submitWrite, type SubmitResult } from '@/lib/submit-write';

/**
 * Registers for an event through the outbox: registrationsApi.register when signed in,
 * registrationsApi.registerAnonymous for a visitor (shared/api/registrations.ts). Online the answer comes back at once
 * ('sent', `{ message, registration }`); offline it is kept and delivered later ('queued').
 * A refusal (409 full, duplicate, closed; 400 fields) rejects with the ApiError.
 */
export function registerForEvent(
  input: EventRegistrationInput,
  options: { signedIn: boolean; eventTitle: string; eventDate?: string | null; eventTime?: string | null },
): Promise<SubmitResult> {
  return submitWrite('registration.create', { input, ...options });
}
