/**
 * Whose view the lists on the device are for: visitors, applicants and participants see the
 * public lists; members also members-only notices; admins every status. A copy fetched for a
 * wider audience is never shown to a narrower one (a shared phone after an admin signed out).
 * No Dexie here: the shell reads and sets the audience before the database code has loaded.
 */
import { listAudienceOf, type ListAudience } from '@shared/policies/roles';

export type Audience = ListAudience;
const RANK: Record<Audience, number> = { public: 0, member: 1, admin: 2 };

export const audienceOf = listAudienceOf;
export const visibleTo = (copy: Audience, viewer: Audience): boolean => RANK[copy] <= RANK[viewer];

let audience: Audience = 'public';
const listeners = new Set<() => void>();

export const getMirrorAudience = (): Audience => audience;

/** True when it changed; listeners (lists on screen) are told. */
export function setAudienceValue(next: Audience): boolean {
  if (next === audience) return false;
  audience = next;
  for (const l of listeners) l();
  return true;
}

export function subscribeAudience(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
