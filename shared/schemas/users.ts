import { z } from '../zod';
import { LIMITS } from '../limits';
import { ROLES } from '../roles';
import { LANGUAGES } from '../languages';
import { id, isoDate, urlOrPath } from './common';

export { ROLES, type Role } from '../roles';
export const role = z.enum(ROLES);
export const applicationStatus = z.enum(['pending', 'approved', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** The signed-in user as GET /api/auth/user returns it (public-site.md §3 "Current user"). */
export const currentUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role,
  createdAt: isoDate,
  applicationStatus,
  appliedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  age: z.string().nullable(),
  address: z.string().nullable(),
  motivation: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Extra rights an admin granted (e.g. 'checkin': may check people in at the door). Absent in a copy cached before it was sent. */
  permissions: z.array(z.string()).optional(),
  /** The language chosen on the account ('en' or 'bn'); null until chosen. Absent in a copy cached before it was sent. */
  language: z.enum(LANGUAGES).nullable().optional(),
  /** Whether the account proved its e-mail address (a link sent by mail, or the OIDC provider said so). Absent in a copy cached before it was sent. */
  emailVerified: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** PUT /api/auth/language: the signed-in user's language, kept on the account. */
export const languageInput = z.object({ language: z.enum(LANGUAGES, { error: 'Choose English or Bangla' }) });
export type LanguageInput = z.infer<typeof languageInput>;

/** A user as the admin list shows it. */
export const adminUser = currentUser.extend({
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  authType: z.string(),
  updatedAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUser>;

const password = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(256, 'Password must be at most 256 characters');

export const createUserInput = z.object({
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  password,
  firstName: z.string().trim().max(100).optional().nullable(),
  lastName: z.string().trim().max(100).optional().nullable(),
  phone: z.string().trim().max(40).optional().nullable(),
  role: role.default('applicant'),
  permissions: z.array(z.string().max(100)).max(50).default([]),
  isActive: z.boolean().default(true),
  profileImageUrl: urlOrPath.optional().nullable(),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const updateUserInput = z
  .object({
    email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
    firstName: z.string().trim().max(100).nullable(),
    lastName: z.string().trim().max(100).nullable(),
    phone: z.string().trim().max(40).nullable(),
    role,
    permissions: z.array(z.string().max(100)).max(50),
    isActive: z.boolean(),
    profileImageUrl: urlOrPath.nullable(),
    password,
  })
  .partial();
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const applicationStatusInput = z.object({ applicationStatus });
export const userIdParam = z.object({ id });
