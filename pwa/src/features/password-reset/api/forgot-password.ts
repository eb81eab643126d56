import { accountApi } from '@shared/api/account';
import type { ForgotPasswordInput } from '@shared/schemas/account';
import { call } from '@/lib/api-client';

/** Asks for a reset link by mail (the server answers the same whether or not the address has an account). */
export function forgotPassword(input: ForgotPasswordInput): Promise<unknown> {
  return call(accountApi.forgotPassword, { body: input });
}
