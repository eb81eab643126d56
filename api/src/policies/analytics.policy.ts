import { isAdminRole } from '../../../shared/policies/roles';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';

/** A person's points, activities and achievements: seen by themself and by admins. */
export const analyticsPolicy = {
  assertMayRead(actor: Actor, userId: number): void {
    if (actor.id !== userId && !isAdminRole(actor.role)) throw forbidden('You can only see your own progress');
  },
};
