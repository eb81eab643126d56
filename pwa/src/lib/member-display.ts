/**
 * How a team member is addressed and pictured, shared by the home page's team preview and the
 * members feature (public-site.md §2 Members, Member profile).
 */
import type { SyntheticEvent } from 'react';
import type { Member } from '@shared/schemas/members';
import { memberUsername } from '@shared/member-username';

/** The image shown when a member has no photo or it fails to load. */
export const PLACEHOLDER_AVATAR = '/placeholder-avatar.png';

export { memberUsername };

/** The profile page of a member: /member/{username}. */
export function memberProfilePath(member: Pick<Member, 'username' | 'name'>): string {
  return `/member/${encodeURIComponent(memberUsername(member))}`;
}

/** The photo to ask for first: the member's own, else the placeholder. */
export function avatarSrc(member: Pick<Member, 'profileImageUrl'>): string {
  return member.profileImageUrl?.trim() || PLACEHOLDER_AVATAR;
}

/** onError of a member photo: swap in the placeholder once (never loops if that fails too). */
export function showPlaceholderAvatar(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.dataset.fallback === 'true') return;
  img.dataset.fallback = 'true';
  img.removeAttribute('srcset'); // a srcset wins over src: drop it, or the broken photo stays
  img.src = PLACEHOLDER_AVATAR;
}
