/** What each home block shows (public-site.md §2 Home, counts from §9). Pure functions. */
import type { ClubEvent } from '@shared/schemas/events';
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { Member } from '@shared/schemas/members';

export const HOME_COUNTS = { projects: 3, news: 2, members: 4, events: 4, gallery: 4 } as const;

export const homeProjects = (projects: Project[]) => projects.slice(0, HOME_COUNTS.projects);
/** The first events whose status is upcoming (ongoing ones are not shown on the home page). */
export const upcomingEvents = (events: ClubEvent[]) => events.filter((e) => e.status === 'upcoming').slice(0, HOME_COUNTS.events);
export const latestNews = (articles: NewsArticle[]) => articles.slice(0, HOME_COUNTS.news);
export const teamPreview = (members: Member[]) => members.slice(0, HOME_COUNTS.members);
export const galleryPreview = (images: GalleryImage[]) => images.slice(0, HOME_COUNTS.gallery);

/** A card's short text: the first `n` characters and '...' when something was cut. */
export function previewText(text: string, n = 120): string {
  return text.length > n ? text.slice(0, n).trimEnd() + '...' : text;
}

/** 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight. */
export function calendarDay(date: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(date);
}
