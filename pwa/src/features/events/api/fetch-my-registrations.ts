import type { Registration } from '@shared/schemas/registrations';
import { api } from '@/lib/api-client';

export type MyRegistration = Pick<Registration, 'eventId' | 'status'>;

/** GET /api/event-registrations/mine: the signed-in user's registrations (by account or e-mail). */
export async function fetchMyRegistrations(): Promise<MyRegistration[]> {
  const body = await api<{ registrations?: Registration[] }>('/api/event-registrations/mine');
  return (body?.registrations ?? []).map((r) => ({ eventId: r.eventId, status: r.status }));
}
