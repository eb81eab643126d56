import type { Knex } from 'knex';

export interface SubmissionRow {
  kind: 'project' | 'news' | 'gallery';
  id: number;
  title: string;
  status: string;
  image_url: string | null;
  created_at: string;
}

/** What one user sent in: their projects, articles and gallery images, newest first. */
export const submissionsRepo = {
  listForUser(db: Knex, userId: number, limit = 100): Promise<SubmissionRow[]> {
    const part = (table: string, kind: SubmissionRow['kind'], image: string) =>
      db(table)
        .where({ created_by: userId })
        .select(db.raw(`'${kind}' as kind`), 'id', 'title', 'status', db.raw(`${image} as image_url`), 'created_at');
    return db
      .select('*')
      .from(
        part('projects', 'project', 'image_url')
          .unionAll([part('news', 'news', 'coalesce(cover_image_url, image_url)'), part('gallery', 'gallery', 'image_url')])
          .as('s'),
      )
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
  },
};
