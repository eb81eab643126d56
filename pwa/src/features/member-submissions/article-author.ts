import type { CurrentUser } from '@shared/schemas/users';

/**
 * The author of a member's article (signed-in-areas.md §3 "Article submission"): the full name,
 * else the e-mail, else 'Anonymous'. Sent with the article; the server files it under the
 * signed-in account whatever the body says (createdBy is never taken from the client).
 */
export function articleAuthor(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user?.email?.trim() || 'Anonymous';
}
