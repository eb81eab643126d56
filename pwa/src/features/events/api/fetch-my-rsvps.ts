import { rsvpsApi } from '@shared/api/rsvps';
import { call } from '@/lib/api-client';

/** The ids of the events the signed-in user has RSVP'd to. */
export async function fetchMyRsvps(): Promise<number[]> {
  return (await call(rsvpsApi.mine)).rsvps.map((r) => r.eventId);
}
