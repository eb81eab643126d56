import { eventsApi } from '@shared/api/events';
import { adminWrite } from '@/lib/admin-query';
import type { toEventBody } from '../event-form-values';
import { EVENT_READS } from './invalidates';

/** Saves an event (admin): every field, questions with their ids. */
export const updateEvent = (id: number, body: ReturnType<typeof toEventBody>) =>
  adminWrite(eventsApi.update, { params: { id }, body }, { invalidates: EVENT_READS });
