import type { LoginInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/login; the session cookie comes back, the body is not read. */
export function login(input: LoginInput): Promise<unknown> {
  return api('/api/auth/login', { method: 'POST', body: input });
}
