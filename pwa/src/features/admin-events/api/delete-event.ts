import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** DELETE /api/events/:id (admin); its registrations go with it. */
export const deleteEvent = (id: number) => adminWrite(`/api/events/${id}`, { method: 'DELETE', invalidates: EVENT_READS });
