import type { ClubEvent } from '@shared/schemas/events';
import { adminWrite } from '@/lib/admin-query';
import type { toEventBody } from '../event-form-values';
import { EVENT_READS } from './invalidates';

/** PUT /api/events/:id (admin): every field, questions with their ids. */
export const updateEvent = (id: number, body: ReturnType<typeof toEventBody>) =>
  adminWrite<{ message: string; event: ClubEvent }>(`/api/events/${id}`, { method: 'PUT', body, invalidates: EVENT_READS });
