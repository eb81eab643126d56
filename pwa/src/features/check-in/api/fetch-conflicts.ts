import { checkinConflicts, type CheckinConflicts } from '@shared/schemas/checkins';
import { api } from '@/lib/api-client';

export type CheckinConflict = CheckinConflicts['conflicts'][number];

/** GET /api/events/:id/checkin-conflicts: tickets scanned more than once (any device), scans earliest first. */
export async function fetchConflicts(eventId: number): Promise<CheckinConflict[]> {
  return checkinConflicts.parse(await api<unknown>(`/api/events/${eventId}/checkin-conflicts`)).conflicts;
}
