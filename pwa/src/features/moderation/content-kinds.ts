/**
 * The content manager's rules, without React: which list each kind of item lives in, which
 * lists a write changes, the endpoints of its writes, what is waiting for review.
 */
import type { AnswerOf, AnyEndpoint } from '@shared/api/endpoint';
import { eventsApi } from '@shared/api/events';
import { galleryApi } from '@shared/api/gallery';
import { membersApi } from '@shared/api/members';
import { moderationApi } from '@shared/api/moderation';
import { newsApi } from '@shared/api/news';
import { projectsApi } from '@shared/api/projects';
import { registrationsApi } from '@shared/api/registrations';
import type { ContentType } from '@shared/schemas/content';

/** Every kind of item the content manager writes. */
export type ItemKind = 'project' | 'news' | 'event' | 'gallery' | 'member';
/** What a write did (the toasts say '{Type} {done} successfully'). */
export type ContentDone = 'created' | 'deleted' | 'approved' | 'rejected';

/** Each kind's list (admins get every status). */
export const LIST = {
  project: projectsApi.list,
  news: newsApi.list,
  event: eventsApi.list,
  gallery: galleryApi.list,
  member: membersApi.list,
} satisfies Record<ItemKind, AnyEndpoint>;
/** Each kind's create and delete (team profiles are the members' own). */
export const CREATE = { project: projectsApi.create, news: newsApi.create, event: eventsApi.create, gallery: galleryApi.create };
export const REMOVE = { project: projectsApi.remove, news: newsApi.remove, event: eventsApi.remove, gallery: galleryApi.remove };
export type CreatableKind = keyof typeof CREATE;

/** The public list on this device (lib/mirror) each kind shows in. */
export const MIRRORED: Record<ItemKind, 'projects' | 'news' | 'events' | 'gallery' | 'members'> = {
  project: 'projects',
  news: 'news',
  event: 'events',
  gallery: 'gallery',
  member: 'members',
};

/** What waits for review; team profiles are new ones and edits of published ones (`kind`, with `changes` for an edit). */
export type PendingContent = AnswerOf<typeof moderationApi.pending>;

/** The reads a write to `kind` changes: its list and the pending ones (an event's registrations go with it). */
export function invalidatesFor(kind: ItemKind): AnyEndpoint[] {
  const reads: AnyEndpoint[] = [LIST[kind], moderationApi.pending];
  if (kind === 'event') reads.push(registrationsApi.list);
  return reads;
}

/** The kinds that can be approved or rejected (moderationApi). */
export const isDecidable = (kind: ItemKind): kind is ContentType => kind !== 'event';

/** Approve and Reject show only while the item waits. */
export const isPending = (item: { status: string }) => item.status === 'pending';

/** How many items wait for review, over every kind. */
export function pendingTotal(p: PendingContent | undefined): number {
  return p ? p.projects.length + p.news.length + p.members.length + p.gallery.length : 0;
}

/** Registrations waiting for a decision first, then the newest. */
export function sortRegistrations<R extends { status: string; registeredAt: string }>(list: readonly R[]): R[] {
  return [...list].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.registeredAt.localeCompare(a.registeredAt));
}

/** The newest first (by createdAt). */
export function newestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
