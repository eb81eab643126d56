import { eventsApi } from '@shared/api/events';
import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** Deletes an event (admin); its registrations go with it. */
export const deleteEvent = (id: number) => adminWrite(eventsApi.remove, { params: { id } }, { invalidates: EVENT_READS });
