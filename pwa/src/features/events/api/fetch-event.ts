import { eventsApi } from '@shared/api/events';
import { call } from '@/lib/api-client';

/** One event (404 when there is none with that id). */
export const fetchEvent = (id: number) => call(eventsApi.get, { params: { id } });
