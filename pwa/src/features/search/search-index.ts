/**
 * What search reads (public-site.md §2 Advanced search, §9): the five mirrored lists turned into
 * one list of items, each with its weighted text fields, category, status and link.
 */
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { ClubEvent } from '@shared/schemas/events';
import type { Member } from '@shared/schemas/members';
import { USUAL_STATUS, type IndexEntry } from '@shared/api/search';
import { plainText, searchForm, truncate } from '@shared/text';
import { localized } from '@/lib/localized';

export type SearchType = 'project' | 'news' | 'event' | 'gallery' | 'member';

/** §9: the title (a member's name) weighs 1; the secondary fields weigh less. A Bangla version weighs as its English field (issue 14). */
export const FIELD_WEIGHTS = {
  project: { title: 1, description: 0.7, category: 0.5, titleBn: 1, descriptionBn: 0.7 },
  news: { title: 1, content: 0.6, excerpt: 0.8, category: 0.5, titleBn: 1, contentBn: 0.6, excerptBn: 0.8 },
  event: { title: 1, description: 0.7, location: 0.6, category: 0.5, titleBn: 1, descriptionBn: 0.7, locationBn: 0.6 },
  gallery: { title: 1, description: 0.7, category: 0.5, titleBn: 1, descriptionBn: 0.7 },
  member: { name: 1, bio: 0.6, position: 0.8 },
} as const;

/** §9: a news result without an excerpt shows the first 150 characters of its content. */
export const NEWS_DESCRIPTION_CHARS = 150;

export interface SearchField {
  text: string;
  weight: number;
  /** The text as searches compare it (searchForm), made once with the item rather than on every keystroke. */
  form?: string;
}

export interface SearchItem {
  type: SearchType;
  id: number;
  title: string;
  description: string;
  /** null for members: the category filter does not apply to them. */
  category: string | null;
  status: string;
  link: string;
  fields: SearchField[];
}

export interface SearchSources {
  projects: Project[];
  news: NewsArticle[];
  events: ClubEvent[];
  gallery: GalleryImage[];
  members: Member[];
}

/** project -> /projects#project-{id} (scrolled to and highlighted), event -> /events/{id}, news -> /news/{id}, gallery -> /gallery, member -> /members, else /. */
export function resultLink(type: string, id: number): string {
  switch (type) {
    case 'project':
      return `/projects#project-${id}`;
    case 'event':
      return `/events/${id}`;
    case 'news':
      return `/news/${id}`;
    case 'gallery':
      return '/gallery';
    case 'member':
      return '/members';
    default:
      return '/';
  }
}

/** Readable text of stored HTML (news content): tags out, whitespace collapsed. */
export const textOf = plainText;

function fields<W extends Record<string, number>>(weights: W, values: { [K in keyof W]?: string | null }): SearchField[] {
  return Object.entries(weights).map(([name, weight]) => {
    const text = values[name as keyof W] ?? '';
    return { text, weight, form: searchForm(text) };
  });
}

function item(type: SearchType, x: Omit<SearchItem, 'type' | 'link'>): SearchItem {
  return { type, link: resultLink(type, x.id), ...x };
}

/** Every item, searchable in both languages, its title and description shown in `lng` (lib/localized.ts). */
export function toSearchItems(s: SearchSources, lng = 'en'): SearchItem[] {
  return [
    ...s.projects.map((p) =>
      item('project', {
        id: p.id,
        title: localized(p, 'title', lng),
        description: localized(p, 'description', lng),
        category: p.category,
        status: p.status,
        fields: fields(FIELD_WEIGHTS.project, p),
      }),
    ),
    ...s.news.map((n) => {
      const texts = { content: textOf(n.content), contentBn: textOf(n.contentBn ?? ''), excerpt: n.excerpt, excerptBn: n.excerptBn };
      const content = localized(texts, 'content', lng);
      const description = localized(texts, 'excerpt', lng)?.trim() || truncate(content, NEWS_DESCRIPTION_CHARS);
      const f = fields(FIELD_WEIGHTS.news, { ...texts, title: n.title, titleBn: n.titleBn, category: n.category });
      return item('news', { id: n.id, title: localized(n, 'title', lng), description, category: n.category, status: n.status, fields: f });
    }),
    ...s.events.map((e) =>
      item('event', {
        id: e.id,
        title: localized(e, 'title', lng),
        description: localized(e, 'description', lng),
        category: e.category,
        status: e.status,
        fields: fields(FIELD_WEIGHTS.event, e),
      }),
    ),
    ...s.gallery.map((g) =>
      item('gallery', {
        id: g.id,
        title: localized(g, 'title', lng),
        description: localized(g, 'description', lng) ?? '',
        category: g.category,
        status: g.status,
        fields: fields(FIELD_WEIGHTS.gallery, g),
      }),
    ),
    ...s.members.map((m) =>
      item('member', {
        id: m.id,
        title: m.name,
        description: m.bio || m.position || '',
        category: null,
        status: m.status,
        fields: fields(FIELD_WEIGHTS.member, m),
      }),
    ),
  ];
}

/** The compact index's weights: its excerpt stands for the description (or a news article's excerpt and content). */
const INDEX_WEIGHTS = { title: 1, titleBn: 1, excerpt: 0.8, excerptBn: 0.8, category: 0.5 } as const;
const INDEX_TYPES: Record<IndexEntry['type'], SearchType> = { news: 'news', event: 'event', project: 'project', gallery: 'gallery', member: 'member' };

/**
 * The index's entries as search items, leaving out those the lists on the device already give
 * (`held`: `<type>-<id>`), whose fuller rows are searched instead.
 */
export function indexItems(entries: readonly IndexEntry[], held: ReadonlySet<string>, lng = 'en'): SearchItem[] {
  const out: SearchItem[] = [];
  for (const e of entries) {
    const type = INDEX_TYPES[e.type];
    if (held.has(`${type}-${e.id}`)) continue;
    out.push(
      item(type, {
        id: e.id,
        title: localized(e, 'title', lng),
        description: localized(e, 'excerpt', lng) ?? '',
        category: type === 'member' ? null : (e.category ?? null),
        status: e.status ?? USUAL_STATUS[e.type] ?? '',
        fields: fields(INDEX_WEIGHTS, e),
      }),
    );
  }
  return out;
}
