import type { Knex } from 'knex';
import type { GalleryImage, GalleryInput } from '../../../shared/schemas/content';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

/** A gallery row as stored (dates are ISO strings). */
export interface GalleryRow {
  id: number;
  title: string;
  description: string | null;
  title_bn?: string | null;
  description_bn?: string | null;
  image_url: string;
  category: string;
  status: GalleryImage['status'];
  created_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
}

export const galleryRepo = {
  /** Newest first; only `statuses` when given (gallery.policy.ts says which). */
  list: (db: Knex, statuses?: readonly string[], ids?: readonly number[]): Promise<GalleryRow[]> => {
    const q = db('gallery').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (ids) q.whereIn('id', ids);
    return statuses ? q.whereIn('status', statuses) : q;
  },
  find: (db: Knex, id: number): Promise<GalleryRow | undefined> => db('gallery').where({ id }).first(),
  async insert(db: Knex, input: GalleryInput, createdBy: number): Promise<number> {
    const now = nowIso();
    return insertId(
      db('gallery').insert({
        title: input.title,
        description: input.description ?? null,
        title_bn: input.titleBn ?? null,
        description_bn: input.descriptionBn ?? null,
        image_url: input.imageUrl,
        category: input.category,
        status: 'pending',
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      }),
    );
  },
};
