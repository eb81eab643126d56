import { authApi } from '@shared/api/auth';
import { call } from '@/lib/api-client';

/** Ends every session of the signed-in user, this one too. */
export async function logoutEverywhere(): Promise<void> {
  await call(authApi.signOutEverywhere);
}
