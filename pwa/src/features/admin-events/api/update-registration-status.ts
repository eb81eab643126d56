import type { RegistrationStatus } from '@shared/schemas/registrations';
import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** PATCH /api/event-registrations/:id {status} (admin): confirm or cancel a pending registration. */
export const updateRegistrationStatus = (id: number, status: RegistrationStatus) =>
  adminWrite(`/api/event-registrations/${id}`, { method: 'PATCH', body: { status }, invalidates: EVENT_READS });
