import type { Knex } from 'knex';
import type { ActivityRow } from '../points/points.repo';

const count = async (q: Knex.QueryBuilder): Promise<number> => Number((await q.count({ n: '*' }).first())?.n ?? 0);

/** A ledger entry with what its source says now (issue 14: the timeline worded in the reader's language). */
export interface TimelineRow extends ActivityRow {
  /** The achievement's key (source_type 'achievement'). */
  achievement_key: string | null;
  /** The event of a registration or attendance entry (source_type 'event'), while it exists. */
  event_date: string | null;
  event_location: string | null;
  event_location_bn: string | null;
  /** The Bangla title of the project, article or event, when written. */
  subject_bn: string | null;
}

/** Joins a source table (by its alias) to the ledger entries of that source type. */
const source = (alias: string, type: string) =>
  function (this: Knex.JoinClause) {
    this.on(`${alias}.id`, '=', 'a.source_id').andOnVal('a.source_type', '=', type);
  };

/** What a member's analytics counts from the content itself. */
export const analyticsRepo = {
  /** Projects the user submitted that were approved (or are completed). */
  approvedProjects: (db: Knex, userId: number) => count(db('projects').where({ created_by: userId }).whereIn('status', ['approved', 'completed'])),
  /** Articles the user submitted that are published. */
  publishedArticles: (db: Knex, userId: number) => count(db('news').where({ created_by: userId, status: 'published' })),
  /** The user's newest ledger entries (newest first) with their sources' details. */
  timeline: (db: Knex, userId: number, limit: number): Promise<TimelineRow[]> =>
    db('activities as a')
      .leftJoin('achievements as ach', source('ach', 'achievement'))
      .leftJoin('events as e', source('e', 'event'))
      .leftJoin('projects as p', source('p', 'project'))
      .leftJoin('news as n', source('n', 'news'))
      .where('a.user_id', userId)
      .orderBy([
        { column: 'a.occurred_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(limit)
      .select(
        'a.*',
        'ach.key as achievement_key',
        'e.date as event_date',
        'e.location as event_location',
        'e.location_bn as event_location_bn',
        db.raw('coalesce(e.title_bn, p.title_bn, n.title_bn) as subject_bn'),
      ),
};
