import type { AdminUser, UpdateUserInput } from '@shared/schemas/users';
import { adminWrite } from '@/lib/admin-query';

/** PATCH /api/users/:id with the changed fields; every /api/users read loads again. */
export const updateUser = (id: number, changes: UpdateUserInput) =>
  adminWrite<{ message: string; user: AdminUser }>(`/api/users/${id}`, { method: 'PATCH', body: changes, invalidates: ['/api/users'] });
