/**
 * The compact search index's entries (shared/api/search.ts), made from the public lists' cached
 * rows: titles and excerpts in both languages, category, status, a date and a picture — no bodies.
 */
import type { Knex } from 'knex';
import { INDEX_EXCERPT_CHARS, USUAL_STATUS, type IndexEntry, type IndexType } from '../../../shared/api/search';
import type { GalleryImage, NewsArticle, Project } from '../../../shared/schemas/content';
import type { ClubEvent } from '../../../shared/schemas/events';
import type { Member } from '../../../shared/schemas/members';
import { plainText, truncate } from '../../../shared/text';
import type { ListLoader } from '../lib/list-cache';
import type { ListPaging } from '../lib/list-pages';
import { eventsPaging, loadEventsList } from '../events/events.present';
import { galleryPaging, loadGalleryList } from '../gallery/gallery.present';
import { loadMembersList, membersPaging } from '../members/members.present';
import { loadNewsList, newsPaging } from '../news/news.present';
import { loadProjectsList, projectsPaging } from '../projects/projects.present';

const short = (text: string | null | undefined) => {
  const plain = plainText(text ?? '').trim();
  return plain ? truncate(plain, INDEX_EXCERPT_CHARS, '…') : undefined;
};
const day = (iso: string | null | undefined) => (iso ?? '').slice(0, 10);

/** The title and the excerpt of a text in both languages. */
const texts = (title: string, titleBn: string | null | undefined, text: string | null | undefined, textBn: string | null | undefined) => ({
  title,
  titleBn: titleBn ?? undefined,
  excerpt: short(text),
  excerptBn: short(textBn),
});

/** Leaves out empty fields: the index is kept on phones, every byte counts. */
function entry(fields: IndexEntry): IndexEntry {
  const out = { ...fields } as Record<string, unknown>;
  for (const key of Object.keys(out)) if (out[key] === undefined || out[key] === null || out[key] === '') delete out[key];
  if (out.status === USUAL_STATUS[fields.type]) delete out.status;
  return out as IndexEntry;
}

/** Where the index reads each kind from: the list (its cache and change log), how to read its rows, and the entry of a row. */
export interface IndexSource<T = any> {
  type: IndexType;
  list: string;
  load: (db: Knex) => ListLoader;
  whole: ListPaging<T>;
  entry: (row: T) => IndexEntry;
}

export const INDEX_SOURCES: IndexSource[] = [
  {
    type: 'news',
    list: 'news',
    load: loadNewsList,
    whole: newsPaging,
    entry: (a: NewsArticle) =>
      entry({
        type: 'news',
        id: a.id,
        ...texts(a.title, a.titleBn, a.excerpt || a.content, a.excerptBn || a.contentBn),
        category: a.category,
        status: a.status,
        date: day(a.publishedAt ?? a.createdAt),
        image: a.coverImageUrl ?? a.imageUrl ?? undefined,
      }),
  },
  {
    type: 'event',
    list: 'events',
    load: loadEventsList,
    whole: eventsPaging(),
    entry: (e: ClubEvent) =>
      entry({
        type: 'event',
        id: e.id,
        ...texts(e.title, e.titleBn, e.description, e.descriptionBn),
        category: e.category,
        status: e.status,
        date: e.date,
        image: e.imageUrl ?? undefined,
      }),
  },
  {
    type: 'project',
    list: 'projects',
    load: loadProjectsList,
    whole: projectsPaging,
    entry: (p: Project) =>
      entry({
        type: 'project',
        id: p.id,
        ...texts(p.title, p.titleBn, p.description, p.descriptionBn),
        category: p.category,
        status: p.status,
        date: day(p.createdAt),
        image: p.imageUrl ?? undefined,
      }),
  },
  {
    type: 'gallery',
    list: 'gallery',
    load: loadGalleryList,
    whole: galleryPaging,
    entry: (g: GalleryImage) =>
      entry({
        type: 'gallery',
        id: g.id,
        ...texts(g.title, g.titleBn, g.description, g.descriptionBn),
        category: g.category,
        status: g.status,
        date: day(g.createdAt),
        image: g.imageUrl,
      }),
  },
  {
    type: 'member',
    list: 'members',
    load: loadMembersList,
    whole: membersPaging,
    entry: (m: Member) =>
      entry({
        type: 'member',
        id: m.id,
        ...texts(m.name, null, m.position || m.bio, null),
        status: m.status,
        date: day(m.createdAt),
        image: m.profileImageUrl ?? undefined,
      }),
  },
];
