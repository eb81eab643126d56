/** The contact inbox's rules, without React. */
import type { InboxMessage } from '@shared/schemas/contact-inbox';

/** Messages shown before 'Show all'. */
export const INBOX_PREVIEW = 10;

export const unreadCount = (list: readonly Pick<InboxMessage, 'read'>[]) => list.filter((m) => !m.read).length;

/** Newest first (the server sends them so; kept when a list comes from elsewhere). */
export function newestFirst<T extends Pick<InboxMessage, 'createdAt' | 'id'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A reply in the admin's own mail app: to the sender, subject 'Re: {subject}' (not doubled). */
export function replyHref(m: Pick<InboxMessage, 'email' | 'subject'>, reSubject: (subject: string) => string): string {
  const subject = /^re:/i.test(m.subject.trim()) ? m.subject.trim() : reSubject(m.subject.trim());
  return `mailto:${m.email}?subject=${encodeURIComponent(subject)}`;
}
