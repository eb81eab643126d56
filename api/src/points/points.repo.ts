import type { Knex } from 'knex';

/** One ledger entry as stored. */
export interface ActivityRow {
  id: number;
  user_id: number;
  type: string;
  title: string;
  description: string | null;
  points: number;
  source_type: string;
  source_id: number;
  occurred_at: string;
}

export interface AchievementRow {
  id: number;
  user_id: number;
  key: string;
  icon: string;
  title: string;
  description: string | null;
  category: string;
  points: number;
  earned_at: string;
}

export type NewActivity = Omit<ActivityRow, 'id'>;
export type NewAchievement = Omit<AchievementRow, 'id'>;

/** The id of the row an insert made, or undefined when the unique key already held one (nothing written). */
async function insertOnce(query: Knex.QueryBuilder): Promise<number | undefined> {
  const rows = (await query.returning('id')) as Array<number | { id: number }>;
  if (!rows.length) return undefined;
  const r = rows[0];
  return typeof r === 'object' ? Number(r.id) : Number(r);
}

/** A registration with what the ledger says about its event. */
export interface RegistrationWithEvent {
  id: number;
  user_id: number | null;
  status: string;
  event_id: number;
  event_title: string;
  event_date: string;
  event_location: string;
}

export const pointsRepo = {
  /** Records an activity unless (user, type, source) is already in the ledger: answers whether it was new. */
  insertActivity: async (db: Knex, row: NewActivity): Promise<boolean> =>
    (await insertOnce(db('activities').insert(row).onConflict(['user_id', 'type', 'source_type', 'source_id']).ignore())) !== undefined,
  /** Records an achievement unless the user already has it: its new id, else undefined. */
  insertAchievement: (db: Knex, row: NewAchievement): Promise<number | undefined> =>
    insertOnce(db('achievements').insert(row).onConflict(['user_id', 'key']).ignore()),
  totalPoints: async (db: Knex, userId: number): Promise<number> =>
    Number((await db('activities').where({ user_id: userId }).sum({ p: 'points' }).first())?.p ?? 0),
  countOfType: async (db: Knex, userId: number, type: string): Promise<number> =>
    Number((await db('activities').where({ user_id: userId, type }).count({ n: '*' }).first())?.n ?? 0),
  /** Newest first. */
  activities: (db: Knex, userId: number, limit: number): Promise<ActivityRow[]> =>
    db('activities')
      .where({ user_id: userId })
      .orderBy([
        { column: 'occurred_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit),
  /** Every moment the user had an activity (for days active and the streak). */
  activityTimes: (db: Knex, userId: number): Promise<string[]> => db('activities').where({ user_id: userId }).pluck('occurred_at'),
  /** Newest first. */
  achievements: (db: Knex, userId: number): Promise<AchievementRow[]> =>
    db('achievements')
      .where({ user_id: userId })
      .orderBy([
        { column: 'earned_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  registrationWithEvent: (db: Knex, id: number): Promise<RegistrationWithEvent | undefined> =>
    db('event_registrations as r')
      .join('events as e', 'e.id', 'r.event_id')
      .where('r.id', id)
      .first('r.id', 'r.user_id', 'r.status', 'r.event_id', 'e.title as event_title', 'e.date as event_date', 'e.location as event_location'),
  /** The registration's check-in: the earliest scan not undone (checkins.repo.ts `winner`), or undefined. */
  checkedInAt: async (db: Knex, registrationId: number): Promise<string | undefined> =>
    (await db('checkins').where({ registration_id: registrationId }).whereNull('undone_at').min({ at: 'scanned_at' }).first())?.at ?? undefined,

  /** What already happened that earns points (the backfill), each with the moment it happened. */
  approvedProjects: (db: Knex) =>
    db('projects').whereIn('status', ['approved', 'completed']).whereNotNull('created_by').select('id', 'title', 'created_by', 'updated_at as at'),
  publishedArticles: (db: Knex) =>
    db('news')
      .where({ status: 'published' })
      .whereNotNull('created_by')
      .select('id', 'title', 'created_by', db.raw('coalesce(published_at, updated_at) as at')),
  approvedImages: (db: Knex) => db('gallery').where({ status: 'approved' }).whereNotNull('created_by').select('id', 'title', 'created_by', 'updated_at as at'),
  confirmedRegistrations: (db: Knex) => db('event_registrations').where({ status: 'confirmed' }).whereNotNull('user_id').select('id', 'updated_at as at'),
};
