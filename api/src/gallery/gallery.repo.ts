import type { Knex } from 'knex';
import type { GalleryInput } from '../../../shared/schemas/content';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

export type GalleryRow = Record<string, any> & { id: number };

export const galleryRepo = {
  list: (db: Knex, onlyApproved: boolean): Promise<GalleryRow[]> => {
    const q = db('gallery').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return onlyApproved ? q.where({ status: 'approved' }) : q;
  },
  find: (db: Knex, id: number): Promise<GalleryRow | undefined> => db('gallery').where({ id }).first(),
  async insert(db: Knex, input: GalleryInput, createdBy: number): Promise<number> {
    const now = nowIso();
    return insertId(
      db('gallery').insert({
        title: input.title,
        description: input.description ?? null,
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
