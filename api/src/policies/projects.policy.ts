import type { ListAudience } from './lists.policy';

const PUBLIC_STATUSES: readonly string[] = ['approved', 'completed'];

/** Projects: admins see every status; everyone else approved and completed ones. */
export const projectsPolicy = {
  /** The statuses the list shows to an audience; undefined: every status. */
  visibleStatuses: (audience: ListAudience): readonly string[] | undefined => (audience === 'admin' ? undefined : PUBLIC_STATUSES),
};
