import { registrationsApi } from '@shared/api/registrations';
import type { MyRegistration } from '@shared/schemas/registrations';
import { call } from '@/lib/api-client';

export type { MyRegistration };

/** The signed-in user's own registrations (by account), each with its event's title, date, time, place and status. */
export async function fetchMyRegistrations(): Promise<MyRegistration[]> {
  return (await call(registrationsApi.mine)).registrations;
}
