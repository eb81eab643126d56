import type { ClubEvent } from '@shared/schemas/events';
import { api } from '@/lib/api-client';

/** GET /api/events/:id: one event (404 when there is none with that id). */
export function fetchEvent(id: number): Promise<ClubEvent> {
  return api<ClubEvent>(`/api/events/${id}`);
}
