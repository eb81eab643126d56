import type { RegisterScreenInput } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { call } from '@/lib/api-client';

/** Creates an account with the Register screen's fields. */
export function register(input: RegisterScreenInput): Promise<unknown> {
  return call(authApi.register, { body: input });
}
