import type { MemberEventRegistrationInput } from '@shared/schemas/registrations';
import { submitWrite, type SubmitResult } from '@/lib/submit-write';

/**
 * The member dashboard's registration (signed-in-areas.md §5): registrationsApi.register
 * with the member form's fields, through the outbox ('sent' with `{ message, registration }`, or
 * 'queued' offline). A refusal (409 full or duplicate, 400 fields, 403 closed) rejects with the ApiError.
 */
export function registerAsMember(input: MemberEventRegistrationInput, eventTitle: string): Promise<SubmitResult> {
  return submitWrite('registration.create', { input, signedIn: true, eventTitle });
}
