/**
 * The content manager's rules, without React: which list each kind of item lives in, which
 * lists a write changes, the paths of its writes, what is waiting for review.
 */
import type { ContentType, GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { PendingMember } from '@shared/schemas/members';

/** Every kind of item the content manager writes. */
export type ItemKind = 'project' | 'news' | 'event' | 'gallery' | 'member';
/** What a write did (the toasts say '{Type} {done} successfully'). */
export type ContentDone = 'created' | 'deleted' | 'approved' | 'rejected';

export const PENDING_PATH = '/api/pending-content';
export const REGISTRATIONS_PATH = '/api/event-registrations';
export const LIST_PATH: Record<ItemKind, string> = {
  project: '/api/projects',
  news: '/api/news',
  event: '/api/events',
  gallery: '/api/gallery',
  member: '/api/members',
};

/** The public list on this device (lib/mirror) each kind shows in. */
export const MIRRORED: Record<ItemKind, 'projects' | 'news' | 'events' | 'gallery' | 'members'> = {
  project: 'projects',
  news: 'news',
  event: 'events',
  gallery: 'gallery',
  member: 'members',
};

/** GET /api/pending-content. */
export interface PendingContent {
  projects: Project[];
  news: NewsArticle[];
  /** New profiles and edits of published ones (`kind`, with `changes` for an edit). */
  members: PendingMember[];
  gallery: GalleryImage[];
}

/** The reads a write to `kind` changes: its list and the pending ones (an event's registrations go with it). */
export function invalidatesFor(kind: ItemKind): string[] {
  const paths = [LIST_PATH[kind], PENDING_PATH];
  if (kind === 'event') paths.push(REGISTRATIONS_PATH);
  return paths;
}

/** The kinds that can be approved or rejected (POST /api/{approve|reject}-content/{type}/{id}). */
export const isDecidable = (kind: ItemKind): kind is ContentType => kind !== 'event';

export const decisionPath = (verb: 'approve' | 'reject', type: ContentType, id: number) => `/api/${verb}-content/${type}/${id}`;
export const deletePath = (kind: Exclude<ItemKind, 'member'>, id: number) => `${LIST_PATH[kind]}/${id}`;

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
