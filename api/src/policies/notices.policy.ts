import type { ListAudience } from './lists.policy';

const TARGETS: Record<ListAudience, readonly string[]> = {
  public: ['all'],
  member: ['all', 'members'],
  admin: ['all', 'members', 'admins'],
};

/** Notices: each targets everyone ('all'), members and admins ('members') or admins ('admins'). */
export const noticesPolicy = {
  /** The target audiences a caller belongs to. */
  targets: (audience: ListAudience): readonly string[] => TARGETS[audience],
  /** Admins may list every notice, in and out of its window; everyone else only the active ones for them. */
  mayListAll: (audience: ListAudience): boolean => audience === 'admin',
};
