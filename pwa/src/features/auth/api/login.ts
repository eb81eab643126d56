import type { LoginInput } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { call } from '@/lib/api-client';

/** Signs in with e-mail and password; the session cookie comes back (the caller reads the user again). */
export function login(input: LoginInput): Promise<unknown> {
  return call(authApi.login, { body: input });
}
