import type { Knex } from 'knex';

/** The club's home district in the demo content. */
export const DISTRICT = 'Rangpur';
export const CLUB_NAME = 'Social Business Youth Club';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What every demo seed step receives: the open transaction, the clock and what earlier steps made. */
export interface DemoContext {
  trx: Knex.Transaction;
  now: Date;
  /** ISO-8601 UTC timestamp `days` (fractions allowed) from now. */
  at: (days: number, hours?: number) => string;
  /** 'YYYY-MM-DD' `days` from now (UTC). */
  day: (days: number) => string;
  /** Public URL (/uploads/...) of a generated demo image by its key. */
  img: (key: string) => string;
  /** User ids by demo key (superAdmin, admin, member, participant, applicant, ...). */
  users: Record<string, number>;
}

export function makeClock(now: Date): Pick<DemoContext, 'at' | 'day'> {
  const shift = (days: number, hours = 0) => new Date(now.getTime() + days * DAY_MS + hours * 60 * 60 * 1000);
  return {
    at: (days, hours) => shift(days, hours).toISOString(),
    day: (days) => shift(days).toISOString().slice(0, 10),
  };
}

/** Inserts one row and answers its new id, the same on SQLite and PostgreSQL. */
export async function insertId(trx: Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number> {
  const [r] = await trx(table).insert(row).returning('id');
  return typeof r === 'object' ? Number((r as { id: number }).id) : Number(r);
}

/** Reading time as the site computes it: words / 200, rounded up, at least 1 minute. */
export function readMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
