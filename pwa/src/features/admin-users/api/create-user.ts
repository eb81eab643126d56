import type { CreateUserInput } from '@shared/schemas/users';
import { usersApi } from '@shared/api/users';
import { adminWrite } from '@/lib/admin-query';

/** Creates an account; the user list (and the dashboard's counts) load again. */
export const createUser = (input: CreateUserInput) => adminWrite(usersApi.create, { body: input }, { invalidates: [usersApi.list] });
