import type { AdminUser, CreateUserInput } from '@shared/schemas/users';
import { adminWrite } from '@/lib/admin-query';

/** POST /api/users; the user list (and the dashboard's counts) load again. */
export const createUser = (input: CreateUserInput) =>
  adminWrite<{ message: string; user: AdminUser }>('/api/users', { method: 'POST', body: input, invalidates: ['/api/users'] });
