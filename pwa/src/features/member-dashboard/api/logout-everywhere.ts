import { api } from '@/lib/api-client';

/** POST /api/auth/logout-everywhere: ends every session of the signed-in user, this one too. */
export async function logoutEverywhere(): Promise<void> {
  await api('/api/auth/logout-everywhere', { method: 'POST' });
}
