/**
 * The lists a page is rendered with (page-data.ts), as the API gives them to everyone: read from
 * the per-process list cache (lib/list-cache.ts), so a first visit costs no query while nothing
 * changed. A list's first page is asked exactly as the app asks it (pwa/src/lib/mirror-parts.ts),
 * so its ETag makes the app's first refresh a bodiless 304.
 */
import type { Knex } from 'knex';
import type { SeededList } from '../../../shared/page-seed';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../../shared/list-order';
import type { ListCache, ListLoader, ListPages } from '../lib/list-cache';
import { deltaEtag } from '../lib/list-changes';
import type { ListPaging } from '../lib/list-pages';
import { eventsPaging, loadEventsList } from '../events/events.present';
import { galleryPaging, loadGalleryList } from '../gallery/gallery.present';
import { loadMembersList, membersPaging } from '../members/members.present';
import { loadNewsList, newsPaging } from '../news/news.present';
import { loadProjectsList, projectsPaging } from '../projects/projects.present';
import type { SettingsService } from '../settings/settings.service';

export type ListName = 'news' | 'events' | 'projects' | 'gallery' | 'members';

interface ListSpec {
  load: (db: Knex) => ListLoader;
  /** The first page as the app asks for it. */
  pages: ListPages<any>;
  /** The mirror's part it is the first page of (pwa/src/lib/mirror-parts.ts). */
  part?: string;
  /** The rows of a page's answer. */
  rows: (value: unknown) => unknown[];
}

const key =
  (name: string) =>
  (value: unknown): unknown[] =>
    Array.isArray(value) ? value : (((value as Record<string, unknown>)[name] as unknown[] | undefined) ?? []);

const SPECS: Record<ListName, ListSpec> = {
  news: { load: loadNewsList, pages: { paging: newsPaging, query: { limit: PAGE_SIZE } }, rows: key('articles') },
  projects: { load: loadProjectsList, pages: { paging: projectsPaging, query: { limit: PAGE_SIZE } }, rows: key('projects') },
  gallery: { load: loadGalleryList, pages: { paging: galleryPaging, query: { limit: PAGE_SIZE } }, rows: key('images') },
  members: { load: loadMembersList, pages: { paging: membersPaging, query: { limit: PAGE_SIZE } }, rows: key('members') },
  events: {
    load: loadEventsList,
    pages: { paging: eventsPaging('upcoming'), query: { when: 'upcoming', limit: MAX_PAGE_SIZE } as ListPages<unknown>['query'], whole: eventsPaging() },
    part: 'upcoming',
    rows: key('events'),
  },
};

/** What a page needs of one list: its first page (kept by the app), or a few rows (shown until the app has the list). */
export interface PageLists {
  /** The first page (or the first `rows` rows, for a page asked with `?shown=`), with its ETag and version. */
  firstPage: (name: ListName, rows?: number) => Promise<SeededList>;
  /** The whole public list (cached), to pick from: the home page's few, a profile's member. */
  whole: <T>(name: ListName) => Promise<{ rows: T[]; etag: string }>;
  /** GET /api/settings's answer and its ETag. */
  settings: () => Promise<{ value: unknown; etag: string }>;
}

export function pageLists(db: Knex, lists: ListCache, settings: SettingsService): PageLists {
  return {
    async firstPage(name, rows) {
      const spec = SPECS[name];
      const limit = Math.max(spec.pages.query.limit ?? PAGE_SIZE, rows ?? 0);
      const pages = { ...spec.pages, query: { ...spec.pages.query, limit } };
      const { value, etag } = await lists.answerFor(db, name, 'public', spec.load(db), pages);
      const { nextCursor = null, version } = value as { nextCursor?: string | null; version?: number };
      const page: SeededList = { items: spec.rows(value), etag, nextCursor };
      if (version !== undefined) Object.assign(page, { version, versionEtag: deltaEtag('public', version) });
      if (spec.part) page.part = spec.part;
      return page;
    },
    async whole<T>(name: ListName) {
      const spec = SPECS[name];
      const whole = (spec.pages.whole ?? spec.pages.paging) as ListPaging<T>;
      const { value, etag } = await lists.answerFor(db, name, 'public', spec.load(db));
      return { rows: whole.rows(value), etag };
    },
    async settings() {
      const { value, etag } = await lists.answerFor(db, 'settings', 'public', () => settings.read(db));
      return { value, etag };
    },
  };
}
