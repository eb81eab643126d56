import type { Knex } from 'knex';
import { LIMITS } from '../../../shared/limits';
import { AppError } from '../lib/errors';
import { insertId } from '../lib/rows';

export interface LimitKey {
  key: string;
  max: number;
}

/** The rows one attempt reserved; settle it with fail() or succeed(). */
export interface Attempt {
  ids: number[];
  keys: LimitKey[];
}

/**
 * Sign-in attempts counted per key (account or known device, and address) in a sliding window,
 * kept in the login_failures table so that every API process (PostgreSQL scale-out) sees the same
 * counts. An attempt is reserved BEFORE the password is checked: its row takes a place in line
 * (its id), and an attempt whose place is past the limit is refused at once. So a burst of
 * concurrent guesses checks at most `max` passwords, whatever their timing.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Knex,
    private readonly windowMs: number = LIMITS.loginWindowMs,
  ) {}

  private since = () => new Date(Date.now() - this.windowMs).toISOString();

  /** Reserves the attempt under every key, or throws a 429 with Retry-After (reserving nothing). */
  async reserve(keys: LimitKey[]): Promise<Attempt> {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const { key } of keys) ids.push(await insertId(this.db('login_failures').insert({ key, failed_at: now, pending: true })));
    const since = this.since();
    for (const [i, { key, max }] of keys.entries()) {
      const row = await this.db('login_failures')
        .where({ key })
        .andWhere('failed_at', '>', since)
        .andWhere('id', '<=', ids[i])
        .count({ n: '*' })
        .min({ first: 'failed_at' })
        .first();
      if (Number(row?.n ?? 0) > max) {
        await this.db('login_failures').whereIn('id', ids).delete();
        const first = new Date(String(row!.first)).getTime();
        const retryAfter = Math.max(1, Math.ceil((first + this.windowMs - Date.now()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(
          429,
          'too_many_requests',
          `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          undefined,
          {
            'Retry-After': String(retryAfter),
          },
        );
      }
    }
    return { ids, keys };
  }

  /** The password was wrong: the reservation stays, counted as a failure. */
  async fail(attempt: Attempt): Promise<void> {
    await this.db('login_failures').whereIn('id', attempt.ids).update({ pending: false });
  }

  /**
   * The password was right: the reservation goes, and so do the failures of the account (or
   * device) key that had settled before this attempt — not ones still in flight beside it.
   */
  async succeed(attempt: Attempt, accountKey: string): Promise<void> {
    const mine = attempt.ids[attempt.keys.findIndex((k) => k.key === accountKey)];
    await this.db('login_failures').whereIn('id', attempt.ids).delete();
    if (mine !== undefined) await this.db('login_failures').where({ key: accountKey, pending: false }).andWhere('id', '<', mine).delete();
  }

  /** Drops attempts older than the window (run now and then). */
  prune(): Promise<number> {
    return this.db('login_failures').where('failed_at', '<=', this.since()).delete();
  }
}
