import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { SEEDED_BODIES, withoutBody, type PageSeed, type SeededList } from '../../../shared/page-seed';
import type { ClubEvent } from '../../../shared/schemas/events';
import type { NewsArticle, Project } from '../../../shared/schemas/content';
import type { Member } from '../../../shared/schemas/members';
import { findMemberByUsername, memberContributions } from '../../../shared/member-profile';
import { SHOWN_PARAM, shownRows } from '../../../shared/list-shown';
import { readerOf } from '../db';
import type { ListCache } from '../lib/list-cache';
import { sanitizeArticle } from '../lib/sanitize';
import { presentArticle } from '../news/news.present';
import { newsRepo } from '../news/news.repo';
import { presentEvent } from '../events/events.present';
import { eventsRepo } from '../events/events.repo';
import type { SettingsService } from '../settings/settings.service';
import { pageLists, type ListName } from './page-lists';
import { listNotices } from '../notices/notices.service';
import { presentNotice } from '../notices/notices.present';

/** A page the server renders with its data: its name (`data-prerendered`) and the data. */
export interface PageData {
  name: string;
  /** Identifies the data: the same key renders the same HTML. */
  version: string;
  /** The data, made only when the page is not rendered yet for this version. */
  seed: () => PageSeed;
}

/** The public pages without data of their own (their frame, the header's and footer's settings). */
const PLAIN: Record<string, string> = {
  '/about': 'about',
  '/search': 'search',
  '/contact': 'contact',
  '/join': 'join',
  '/login': 'login',
  '/register': 'register',
  '/application-status': 'application-status',
};
/** The lists pages whose first page is in their HTML. */
const LIST_PAGES: Record<string, ListName> = { '/news': 'news', '/events': 'events', '/projects': 'projects', '/gallery': 'gallery', '/members': 'members' };
/** The rows each home block shows (pwa/src/features/home/home.selectors.ts HOME_COUNTS). */
const HOME_ROWS: Record<ListName, number> = { projects: 3, events: 4, news: 2, members: 4, gallery: 4 };

const ARTICLE_PATH = /^\/news\/(\d{1,15})$/;
const EVENT_PATH = /^\/events\/(\d{1,15})$/;
const MEMBER_PATH = /^\/member\/([^/]{1,200})$/;
const hash = (text: string) => crypto.createHash('sha1').update(text).digest('base64url');
const partial = (items: unknown[]): SeededList => ({ items, etag: null, partial: true });

/**
 * The data a visitor's first render of a public page shows, as the API gives it to everyone:
 * every page has the site's settings (its name, contact details) and the notices on for visitors; a list's page its first page
 * (with its ETag, so the app's first refresh is a 304); the home page the few rows each block
 * shows; an article, an event or a member's profile that one (and a profile what they
 * contributed). null for any other path (without touching the database), or an article, event or
 * member a visitor cannot see (the app's shell then says it is not found, as before). Read with the
 * read-only connections: a first visit never waits behind a write (db.ts).
 */
export function pageData(writer: Knex, lists: ListCache, settings: SettingsService) {
  const db = readerOf(writer);
  const read = pageLists(db, lists, settings);

  const page = async (name: string, parts: string[], seed: Omit<PageSeed, 'settings'>): Promise<PageData> => {
    // The notices on for visitors: the strip above every page is in its HTML too (shown until the app has its own copy).
    const [site, notices] = await Promise.all([read.settings(), listNotices(db, 'public', true)]);
    const shown = notices.map(presentNotice);
    return {
      name,
      version: hash(JSON.stringify([site.etag, shown, ...parts])),
      seed: () => ({ ...seed, lists: { ...seed.lists, notices: partial(shown) }, settings: site.value }),
    };
  };

  return async (pathname: string, search?: URLSearchParams): Promise<PageData | null> => {
    if (PLAIN[pathname]) return page(PLAIN[pathname], [], {});
    const listName = LIST_PAGES[pathname];
    if (listName) {
      // Without JavaScript, 'Load more' asks for the page again with more of its list (`?shown=48`).
      const rows = shownRows(search?.get(SHOWN_PARAM));
      const page0 = await read.firstPage(listName, rows);
      // Past the first few, an article's card needs no body: it is fetched when the article is opened.
      const first = listName === 'news' ? { ...page0, items: page0.items.map((a, i) => (i < SEEDED_BODIES ? a : withoutBody(a as NewsArticle))) } : page0;
      return page(listName, [first.etag ?? '', String(rows)], { lists: { [listName]: first } });
    }
    if (pathname === '/') return home();
    const article = ARTICLE_PATH.exec(pathname);
    if (article) {
      const row = await newsRepo.find(db, Number(article[1]));
      if (!row || row.status !== 'published') return null;
      const presented = presentArticle(row);
      // Its body goes into the HTML as it is (no DOMPurify on a server): cleaned again here, as when saved.
      const clean = { ...presented, content: sanitizeArticle(presented.content) };
      if (clean.contentBn) clean.contentBn = sanitizeArticle(clean.contentBn);
      return page('article', [hash(JSON.stringify(presented))], { articles: { [String(row.id)]: clean } });
    }
    const event = EVENT_PATH.exec(pathname);
    if (event) {
      const row = await eventsRepo.find(db, Number(event[1]));
      if (!row) return null;
      const presented: ClubEvent = presentEvent(row);
      return page('event', [hash(JSON.stringify(presented))], { lists: { events: partial([presented]) } });
    }
    const member = MEMBER_PATH.exec(pathname);
    if (member) return profile(decodeURIComponent(member[1]));
    return null;
  };

  async function home(): Promise<PageData> {
    const names = Object.keys(HOME_ROWS) as ListName[];
    const wholes = await Promise.all(names.map((name) => read.whole<{ status?: string }>(name)));
    const seeded: Record<string, SeededList> = {};
    names.forEach((name, i) => {
      // The home page shows upcoming events only (home.selectors.ts upcomingEvents).
      const rows = name === 'events' ? wholes[i].rows.filter((e) => e.status === 'upcoming') : wholes[i].rows;
      seeded[name] = partial(rows.slice(0, HOME_ROWS[name]));
    });
    return page(
      'home',
      wholes.map((w) => w.etag),
      { lists: seeded },
    );
  }

  async function profile(username: string): Promise<PageData | null> {
    const members = await read.whole<Member>('members');
    const found = findMemberByUsername(members.rows, username);
    if (!found) return null;
    const [projects, news] = await Promise.all([read.whole<Project>('projects'), read.whole<NewsArticle>('news')]);
    const shown = memberContributions(found, projects.rows, news.rows);
    return page('member', [members.etag, projects.etag, news.etag, username], {
      // The profile lists titles and dates: its articles' bodies stay out (they grow with the member's writing).
      lists: { members: partial([found]), projects: partial(shown.projects), news: partial(shown.articles.map(withoutBody)) },
    });
  }
}
