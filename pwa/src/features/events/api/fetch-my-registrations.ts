import type { MyRegistration } from '@shared/schemas/registrations';
import { api } from '@/lib/api-client';

export type { MyRegistration };

/** GET /api/event-registrations/mine: the signed-in user's own registrations (by account), each with its event's title, date, time, place and status. */
export async function fetchMyRegistrations(): Promise<MyRegistration[]> {
  const body = await api<{ registrations?: MyRegistration[] }>('/api/event-registrations/mine');
  return body?.registrations ?? [];
}
