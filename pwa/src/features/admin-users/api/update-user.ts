import type { UpdateUserInput } from '@shared/schemas/users';
import { usersApi } from '@shared/api/users';
import { adminWrite } from '@/lib/admin-query';

/** Sends an account's changed fields; every read of the users loads again. */
export const updateUser = (id: number, changes: UpdateUserInput) =>
  adminWrite(usersApi.update, { params: { id }, body: changes }, { invalidates: [usersApi.list] });
