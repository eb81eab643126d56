import { eventsApi } from '@shared/api/events';
import { adminWrite } from '@/lib/admin-query';
import type { toEventBody } from '../event-form-values';
import { EVENT_READS } from './invalidates';

/** Creates an event (admin). */
export const createEvent = (body: ReturnType<typeof toEventBody>) => adminWrite(eventsApi.create, { body }, { invalidates: EVENT_READS });
