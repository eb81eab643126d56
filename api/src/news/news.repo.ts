import type { Knex } from 'knex';
import type { NewsInput } from '../../../shared/schemas/content';
import { readTimeMinutes } from '../../../shared/text';
import { writeJson } from '../lib/json-column';
import { insertId } from '../lib/rows';
import { sanitizeArticle } from '../lib/sanitize';
import { nowIso } from '../lib/time';

/** A news row as stored (dates are ISO strings; `images` a JSON array; counts may come back as strings from PostgreSQL). */
export interface NewsRow {
  id: number;
  title: string;
  content: string;
  excerpt: string | null;
  title_bn: string | null;
  content_bn: string | null;
  excerpt_bn: string | null;
  category: string;
  author: string;
  status: string;
  image_url: string | null;
  cover_image_url: string | null;
  images: string;
  read_count: number | string;
  estimated_read_time: number | string;
  published_at: string | null;
  created_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
}

const order = [
  { column: 'published_at', order: 'desc' as const, nulls: 'last' as const },
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export const newsRepo = {
  /** Newest first; only `statuses` when given (news.policy.ts says which); only `ids` when given. */
  list: (db: Knex, statuses?: readonly string[], ids?: readonly number[]): Promise<NewsRow[]> => {
    const q = db('news').orderBy(order);
    if (ids) q.whereIn('id', ids);
    return statuses ? q.whereIn('status', statuses) : q;
  },
  find: (db: Knex, id: number): Promise<NewsRow | undefined> => db('news').where({ id }).first(),
  /** The body is sanitised when saved (and again in the browser before it is shown). */
  async insert(db: Knex, input: NewsInput, createdBy: number, author: string): Promise<number> {
    const now = nowIso();
    const content = sanitizeArticle(input.content);
    return insertId(
      db('news').insert({
        title: input.title,
        content,
        excerpt: input.excerpt || null,
        title_bn: input.titleBn ?? null,
        content_bn: input.contentBn ? sanitizeArticle(input.contentBn) : null,
        excerpt_bn: input.excerptBn ?? null,
        category: input.category,
        author,
        status: 'pending',
        image_url: input.imageUrl || null,
        cover_image_url: input.coverImageUrl || input.imageUrl || null,
        images: writeJson(input.images),
        read_count: 0,
        estimated_read_time: readTimeMinutes(content),
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      }),
    );
  },
  countRead: (db: Knex, id: number) => db('news').where({ id }).increment('read_count', 1),
};
