import type { Member } from './schemas/members';

/** The member's username, or their name lowercased with spaces removed when they have none (the address of their profile). */
export function memberUsername(member: Pick<Member, 'username' | 'name'>): string {
  const username = member.username?.trim();
  return username ? username : member.name.toLowerCase().replace(/\s+/g, '');
}
