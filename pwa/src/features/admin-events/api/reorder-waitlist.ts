import type { WaitlistAnswer } from '@shared/schemas/registrations';
import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** GET/PUT path of an event's waitlist (admins). */
export const waitlistPath = (eventId: number) => `/api/events/${eventId}/waitlist`;

/** PUT /api/events/:id/waitlist { order }: the whole line, first in line first; answers the new line. Online only. */
export const reorderWaitlist = (eventId: number, order: number[]) =>
  adminWrite<WaitlistAnswer>(waitlistPath(eventId), { method: 'PUT', body: { order }, invalidates: EVENT_READS });
