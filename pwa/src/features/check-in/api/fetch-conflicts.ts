import { checkinsApi } from '@shared/api/checkins';
import type { AnswerOf } from '@shared/api/endpoint';
import { call } from '@/lib/api-client';

export type CheckinConflict = AnswerOf<typeof checkinsApi.conflicts>['conflicts'][number];

/** Tickets scanned more than once (any device), scans earliest first. */
export async function fetchConflicts(eventId: number): Promise<CheckinConflict[]> {
  return (await call(checkinsApi.conflicts, { params: { id: eventId } })).conflicts;
}
