import type { AnswerOf } from '@shared/api/endpoint';
import type { registrationsApi } from '@shared/api/registrations';
import { ApiError, NetworkError } from '@/lib/api-client';

/** Where the page stands: asking, sending, or one of the endings. */
export type Outcome = 'done' | 'already' | 'bad_link' | 'not_found' | 'offline' | 'failed';

/** The id of /cancel-registration/:id when it is one (a positive whole number), else null. */
export function registrationIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,12}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

export const outcomeOfAnswer = (answer: Pick<AnswerOf<typeof registrationsApi.cancel>, 'alreadyCancelled'>): Outcome =>
  answer.alreadyCancelled ? 'already' : 'done';

/** A failed call as the page says it: a wrong link (403 / 400), an unknown registration, no connection, or anything else. */
export function outcomeOfError(err: unknown): Outcome {
  if (err instanceof NetworkError) return 'offline';
  if (err instanceof ApiError) {
    if (err.code === 'bad_token' || err.status === 403 || err.status === 400) return 'bad_link';
    if (err.status === 404) return 'not_found';
  }
  return 'failed';
}
