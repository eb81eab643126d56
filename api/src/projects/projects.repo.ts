import type { Knex } from 'knex';
import type { Project, ProjectInput } from '../../../shared/schemas/content';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

/** A projects row as stored (dates are ISO strings). */
export interface ProjectRow {
  id: number;
  title: string;
  description: string;
  title_bn: string | null;
  description_bn: string | null;
  image_url: string | null;
  status: Project['status'];
  category: string;
  completed_at: string | null;
  created_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
}

export const projectsRepo = {
  /** Newest first; only `statuses` when given (projects.policy.ts says which). */
  list: (db: Knex, statuses?: readonly string[], ids?: readonly number[]): Promise<ProjectRow[]> => {
    const q = db('projects').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (ids) q.whereIn('id', ids);
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
