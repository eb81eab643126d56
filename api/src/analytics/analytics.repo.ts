import type { Knex } from 'knex';

const count = async (q: Knex.QueryBuilder): Promise<number> => Number((await q.count({ n: '*' }).first())?.n ?? 0);

/** What a member's analytics counts from the content itself. */
export const analyticsRepo = {
  /** Projects the user submitted that were approved (or are completed). */
  approvedProjects: (db: Knex, userId: number) => count(db('projects').where({ created_by: userId }).whereIn('status', ['approved', 'completed'])),
  /** Articles the user submitted that are published. */
  publishedArticles: (db: Knex, userId: number) => count(db('news').where({ created_by: userId, status: 'published' })),
};
