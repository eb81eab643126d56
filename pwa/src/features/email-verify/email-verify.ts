import { ApiError, NetworkError } from '@/lib/api-client';

/** How opening a confirmation link ended. */
export type Outcome = 'confirmed' | 'expired' | 'used' | 'invalid' | 'offline' | 'failed';

/** A refused link by the server's code (expired, used or replaced, not valid); no connection; anything else. */
export function outcomeOfError(err: unknown): Outcome {
  if (err instanceof NetworkError) return 'offline';
  if (err instanceof ApiError) {
    if (err.code === 'link_expired') return 'expired';
    if (err.code === 'link_used') return 'used';
    if (err.code === 'link_invalid' || err.code === 'validation_failed') return 'invalid';
  }
  return 'failed';
}

/** A user as the dashboards know them: the line shows only when the server said the address is not proven (an older cached copy says nothing). */
export const needsConfirming = (user: { emailVerified?: boolean } | null): boolean => user?.emailVerified === false;
