import { eventsApi } from '@shared/api/events';
import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** The whole line in a new order, first in line first; answers the new line. Online only. */
export const reorderWaitlist = (eventId: number, order: number[]) =>
  adminWrite(eventsApi.reorderWaitlist, { params: { id: eventId }, body: { order } }, { invalidates: EVENT_READS });
