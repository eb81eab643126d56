import type { ClubEvent } from '@shared/schemas/events';
import { adminWrite } from '@/lib/admin-query';
import type { toEventBody } from '../event-form-values';
import { EVENT_READS } from './invalidates';

/** POST /api/events (admin). */
export const createEvent = (body: ReturnType<typeof toEventBody>) =>
  adminWrite<{ message: string; event: ClubEvent }>('/api/events', { method: 'POST', body, invalidates: EVENT_READS });
