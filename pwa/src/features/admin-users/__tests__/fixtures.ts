import type { AdminUser } from '@shared/schemas/users';

/** An account as GET /api/users lists it. */
export function adminUser(over: Partial<AdminUser> & Pick<AdminUser, 'id'>): AdminUser {
  return {
    email: `user${over.id}@club.test`,
    firstName: null,
    lastName: null,
    phone: null,
    role: 'member',
    createdAt: '2026-01-10T08:00:00.000Z',
    applicationStatus: 'approved',
    appliedAt: null,
    approvedAt: '2026-01-10T08:00:00.000Z',
    age: null,
    address: null,
    motivation: null,
    profileImageUrl: null,
    permissions: [],
    isActive: true,
    authType: 'email',
    updatedAt: '2026-01-10T08:00:00.000Z',
    ...over,
  };
}
