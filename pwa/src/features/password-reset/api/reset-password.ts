import { accountApi } from '@shared/api/account';
import type { ResetPasswordInput } from '@shared/schemas/account';
import { call } from '@/lib/api-client';

/** Sets the new password with the link's token; the session cookie comes back (the caller reads the user again). */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return call(accountApi.resetPassword, { body: input });
}
