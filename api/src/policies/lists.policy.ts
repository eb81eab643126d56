import { listAudienceOf, type ListAudience } from '../../../shared/policies/roles';
import type { Actor } from './actor';

export type { ListAudience };

/**
 * Whose version of a public list a caller gets: admins every status, members also the
 * members-only parts, everyone else the public one. The list cache keys its answers by this, and
 * each entity's policy turns it into what its list shows, so a cached answer is only ever one
 * audience's.
 */
export const listAudience = (actor: Actor | undefined): ListAudience => listAudienceOf(actor?.role);
