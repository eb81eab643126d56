import type { RegistrationStatus } from '../../../shared/schemas/registrations';
import type { UserDetail, UserDetailRegistration } from '../../../shared/schemas/user-detail';
import type { RegistrationRow } from '../registrations/registrations.repo';
import type { AdminUser, CurrentUser, Role, ApplicationStatus } from '../../../shared/schemas/users';
import { bool, readJson } from '../lib/json-column';
import { toIso } from '../lib/time';
import type { UserRow } from './users.repo';

/** The "Current user" fields of the spec; never a password or hash. */
export function presentCurrentUser(u: UserRow): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    phone: u.phone,
    role: u.role as Role,
    createdAt: toIso(u.created_at)!,
    applicationStatus: u.application_status as ApplicationStatus,
    appliedAt: toIso(u.applied_at),
    approvedAt: toIso(u.approved_at),
    age: u.age,
    address: u.address,
    motivation: u.motivation,
    profileImageUrl: u.profile_image_url,
    permissions: readJson<string[]>(u.permissions, []),
    language: u.language === 'en' || u.language === 'bn' ? u.language : null,
    emailVerified: u.email_verified_at != null,
  };
}

export function presentAdminUser(u: UserRow): AdminUser {
  return {
    ...presentCurrentUser(u),
    permissions: readJson<string[]>(u.permissions, []),
    isActive: bool(u.is_active),
    authType: u.auth_type,
    updatedAt: toIso(u.updated_at)!,
  };
}

type DetailRegistrationRow = RegistrationRow & { event_title: string | null; event_date: string | null };

const presentDetailRegistration = (r: DetailRegistrationRow): UserDetailRegistration => ({
  id: r.id,
  eventId: r.event_id,
  eventTitle: r.event_title ?? null,
  eventDate: r.event_date ?? null,
  status: r.status as RegistrationStatus,
  registeredAt: toIso(r.registered_at)!,
});

/** GET /api/users/:id: the admin fields, last sign-in and the account's event registrations. */
export const presentUserDetail = ({ user, registrations }: { user: UserRow; registrations: DetailRegistrationRow[] }): UserDetail => ({
  ...presentAdminUser(user),
  lastSignInAt: toIso(user.last_sign_in_at),
  registrations: registrations.map(presentDetailRegistration),
});

export const displayName = (u: Pick<UserRow, 'first_name' | 'last_name' | 'email'>): string => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;
