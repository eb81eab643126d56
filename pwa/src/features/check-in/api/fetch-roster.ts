import { roster, type Roster } from '@shared/schemas/checkins';
import { api } from '@/lib/api-client';

/** GET /api/events/:id/roster: every registration of the event (cancelled and waitlisted too), for the door. */
export async function fetchRoster(eventId: number): Promise<Roster> {
  return roster.parse(await api<unknown>(`/api/events/${eventId}/roster`));
}
