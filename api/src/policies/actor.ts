import type { Role } from '../../../shared/roles';
import { readJson } from '../lib/json-column';
import type { UserRow } from '../users/users.repo';

/** Who is asking: what every policy decides on. Undefined for a visitor. */
export interface Actor {
  id: number;
  role: Role;
  permissions: string[];
}

export function actorOf(user: UserRow | undefined): Actor | undefined {
  if (!user) return undefined;
  return { id: user.id, role: user.role as Role, permissions: readJson<string[]>(user.permissions, []) };
}
