import { checkinsApi } from '@shared/api/checkins';
import type { Roster } from '@shared/schemas/checkins';
import { call } from '@/lib/api-client';

/** Every registration of the event (cancelled and waitlisted too), for the door. */
export const fetchRoster = (eventId: number): Promise<Roster> => call(checkinsApi.roster, { params: { id: eventId } });
