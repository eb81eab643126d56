import type { ContactInput } from '@shared/schemas/contact';
import { submitWrite, type SubmitResult } from '@/lib/submit-write';
import '../contact.i18n';

/**
 * POST /api/contact through the outbox: sent at once when online ('sent'), kept and sent later
 * when offline or the server is unreachable ('queued'). A 4xx rejects with the ApiError.
 */
export function sendContactMessage(input: ContactInput): Promise<SubmitResult> {
  return submitWrite('contact.send', input);
}
