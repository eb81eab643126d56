import { ApiError } from '@/lib/api-client';

/** Why a reset link does not work, as the page says it (the server's codes, auth/password-reset.service.ts). */
export type LinkProblem = 'expired' | 'used' | 'invalid';

const PROBLEMS: Record<string, LinkProblem> = { link_expired: 'expired', link_used: 'used', link_invalid: 'invalid' };

/** The link's problem in a failed reset, else null (a refused password, no connection: the form stays). */
export function linkProblemOf(err: unknown): LinkProblem | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code && err.code in PROBLEMS) return PROBLEMS[err.code];
  // A token the schema refuses (cut short when copied): the link, not the password, is wrong.
  return err.fields?.token ? 'invalid' : null;
}
