import type { JoinForm } from '@shared/schemas/auth';
import { submitWrite, type SubmitResult } from '@/lib/outbox';
import '../join.i18n';

/** Exactly what the Join dialog sends: confirmPassword is checked in the form and never sent. */
export type JoinPayload = Omit<JoinForm, 'confirmPassword'>;

export function toJoinPayload({ firstName, lastName, email, phone, age, address, motivation, password }: JoinForm): JoinPayload {
  return { firstName, lastName, email, phone, age, address, motivation, password };
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
