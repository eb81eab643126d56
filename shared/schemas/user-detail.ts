import { z } from '../zod';
import { isoDate } from './common';
import { registrationStatus } from './registrations';
import { adminUser } from './users';

/** One of the user's event registrations, as the user detail lists it. */
export const userDetailRegistration = z.object({
  id: z.number(),
  eventId: z.number(),
  eventTitle: z.string().nullable(),
  eventDate: z.string().nullable(),
  status: registrationStatus,
  registeredAt: isoDate,
});
export type UserDetailRegistration = z.infer<typeof userDetailRegistration>;

/**
 * GET /api/users/:id (admin): the admin fields with the application fields (phone, age, address,
 * motivation, applicationStatus, appliedAt, approvedAt), when they last signed in, and the event
 * registrations made while signed in to the account (newest first).
 */
export const userDetail = adminUser.extend({
  lastSignInAt: isoDate.nullable(),
  registrations: z.array(userDetailRegistration),
});
export type UserDetail = z.infer<typeof userDetail>;
