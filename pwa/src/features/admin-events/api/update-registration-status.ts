import { registrationsApi } from '@shared/api/registrations';
import type { BodyOf } from '@shared/api/endpoint';
import { adminWrite } from '@/lib/admin-query';
import { EVENT_READS } from './invalidates';

/** What an admin may decide: a seat is never handed out by hand past the waitlist. */
export type Decision = BodyOf<typeof registrationsApi.decide>['status'];

/** An admin's decision on a registration: confirm or cancel a pending one. */
export const updateRegistrationStatus = (id: number, status: Decision) =>
  adminWrite(registrationsApi.decide, { params: { id }, body: { status } }, { invalidates: EVENT_READS });
