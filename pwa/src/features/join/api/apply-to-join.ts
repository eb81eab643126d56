import type { JoinForm } from '@shared/schemas/auth';
import type { Language } from '@shared/languages';
import { i18n, isLanguage } from '@/lib/i18n';
import { submitWrite, type SubmitResult } from '@/lib/submit-write';
import '../join.i18n';

/**
 * Exactly what the Join dialog sends: confirmPassword is checked in the form and never sent; the
 * page's language goes along (the confirmation mail is written in it).
 */
export type JoinPayload = Omit<JoinForm, 'confirmPassword'> & { language?: Language };

export function toJoinPayload({ firstName, lastName, email, phone, age, address, motivation, password }: JoinForm): JoinPayload {
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return { firstName, lastName, email, phone, age, address, motivation, password, ...(language && { language }) };
}

/**
 * POST /api/auth/register with the Join dialog's fields, through the outbox like every other
 * write: sent at once online ('sent'); kept on the device and delivered later when offline or
 * the server is unreachable ('queued'). A 4xx (e.g. 409, the e-mail is taken) rejects with the
 * ApiError; if it only happens on replay, the outbox shows it as a toast and in the Sync panel.
 */
export function applyToJoin(input: JoinForm): Promise<SubmitResult> {
  return submitWrite('join.apply', toJoinPayload(input));
}
