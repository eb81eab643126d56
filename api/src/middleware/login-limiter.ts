import type { Knex } from 'knex';
import { LIMITS } from '../../../shared/limits';
import { AppError } from '../lib/errors';

/**
 * Failed sign-ins counted per account and per address in a sliding window, kept in the
 * login_failures table so that every API process (PostgreSQL scale-out) sees the same counts.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Knex,
    private readonly perAccount: number = LIMITS.loginMaxPerAccount,
    private readonly perAddress: number = LIMITS.loginMaxPerAddress,
    private readonly windowMs: number = LIMITS.loginWindowMs,
  ) {}

  private since = () => new Date(Date.now() - this.windowMs).toISOString();

  /** Throws a 429 with Retry-After when either the account or the address is over its limit. */
  async check(email: string, ip: string): Promise<void> {
    const since = this.since();
    for (const [key, max] of [[`a:${email}`, this.perAccount], [`i:${ip}`, this.perAddress]] as const) {
      const row = await this.db('login_failures').where({ key }).andWhere('failed_at', '>', since).count({ n: '*' }).min({ first: 'failed_at' }).first();
      if (Number(row?.n ?? 0) >= max) {
        const first = new Date(String(row!.first)).getTime();
        const retryAfter = Math.max(1, Math.ceil((first + this.windowMs - Date.now()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(429, 'too_many_requests', `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, undefined, {
          'Retry-After': String(retryAfter),
        });
      }
    }
  }

  async fail(email: string, ip: string): Promise<void> {
    const failedAt = new Date().toISOString();
    await this.db('login_failures').insert([
      { key: `a:${email}`, failed_at: failedAt },
      { key: `i:${ip}`, failed_at: failedAt },
    ]);
  }

  async succeed(email: string): Promise<void> {
    await this.db('login_failures').where({ key: `a:${email}` }).delete();
  }

  /** Drops failures older than the window (run now and then). */
  prune(): Promise<number> {
    return this.db('login_failures').where('failed_at', '<=', this.since()).delete();
  }
}
