import type { ListAudience } from './lists.policy';

const PUBLIC_STATUSES: readonly string[] = ['approved'];

/** Gallery images: admins see every status; everyone else approved ones. */
export const galleryPolicy = {
  /** The statuses the list shows to an audience; undefined: every status. */
  visibleStatuses: (audience: ListAudience): readonly string[] | undefined => (audience === 'admin' ? undefined : PUBLIC_STATUSES),
};
