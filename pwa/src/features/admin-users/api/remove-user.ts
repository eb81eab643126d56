import { usersApi } from '@shared/api/users';
import { adminWrite } from '@/lib/admin-query';

/** Removes an account; every read of the users loads again. */
export const removeUser = (id: number) => adminWrite(usersApi.remove, { params: { id } }, { invalidates: [usersApi.list] });
