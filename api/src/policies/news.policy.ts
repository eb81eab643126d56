import type { ListAudience } from './lists.policy';

const PUBLIC_STATUSES: readonly string[] = ['published'];

/** News: admins see every article (pending ones too); everyone else published ones, in the list and one by one. */
export const newsPolicy = {
  /** The statuses the list shows to an audience; undefined: every status. */
  visibleStatuses: (audience: ListAudience): readonly string[] | undefined => (audience === 'admin' ? undefined : PUBLIC_STATUSES),
  /** Whether one article is shown to an audience (otherwise it is "not found"). */
  maySee: (audience: ListAudience, article: { status: string }): boolean => newsPolicy.visibleStatuses(audience)?.includes(article.status) ?? true,
};
