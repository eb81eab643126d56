import type { Knex } from 'knex';
import type { ProjectInput } from '../../../shared/schemas/content';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

export type ProjectRow = Record<string, any> & { id: number };
export const PUBLIC_PROJECT_STATUSES = ['approved', 'completed'];

export const projectsRepo = {
  list: (db: Knex, statuses?: string[]): Promise<ProjectRow[]> => {
    const q = db('projects').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    return statuses ? q.whereIn('status', statuses) : q;
  },
  find: (db: Knex, id: number): Promise<ProjectRow | undefined> => db('projects').where({ id }).first(),
  async insert(db: Knex, input: ProjectInput, createdBy: number): Promise<number> {
    const now = nowIso();
    return insertId(
      db('projects').insert({
        title: input.title,
        description: input.description,
        title_bn: input.titleBn ?? null,
        description_bn: input.descriptionBn ?? null,
        image_url: input.imageUrl || null,
        category: input.category,
        completed_at: input.completedAt ?? null,
        status: 'pending',
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      }),
    );
  },
};
