import { api } from '@/lib/api-client';

/** GET /api/event-rsvp/mine: the ids of the events the signed-in user has RSVP'd to. */
export async function fetchMyRsvps(): Promise<number[]> {
  const body = await api<{ rsvps?: Array<{ eventId: number }> }>('/api/event-rsvp/mine');
  return (body?.rsvps ?? []).map((r) => r.eventId);
}
