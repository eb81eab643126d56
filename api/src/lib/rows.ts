import type { Knex } from 'knex';

/** The id of a row just inserted, on SQLite and PostgreSQL alike. */
export async function insertId(query: Knex.QueryBuilder): Promise<number> {
  const [inserted] = await query.returning('id');
  return typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
}

/** Drops keys whose value is undefined, so a partial update leaves other columns alone. */
export const defined = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
