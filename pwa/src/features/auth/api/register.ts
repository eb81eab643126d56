import type { RegisterScreenInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/register with the Register screen's fields. */
export function register(input: RegisterScreenInput): Promise<unknown> {
  return api('/api/auth/register', { method: 'POST', body: input });
}
