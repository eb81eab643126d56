import { LIMITS } from '../../../shared/limits';
import { AppError } from '../lib/errors';

/**
 * Failed sign-ins counted per account and per address in a sliding window. In memory: one process
 * serves the site; a scale-out deployment would move these counters to the database or Redis.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly perAccount: number = LIMITS.loginMaxPerAccount,
    private readonly perAddress: number = LIMITS.loginMaxPerAddress,
    private readonly windowMs: number = LIMITS.loginWindowMs,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Throws a 429 with Retry-After when either the account or the address is over its limit. */
  check(email: string, ip: string): void {
    const now = Date.now();
    for (const [key, max] of [[`a:${email}`, this.perAccount], [`i:${ip}`, this.perAddress]] as const) {
      const list = this.recent(key, now);
      if (list.length >= max) {
        const retryAfter = Math.max(1, Math.ceil((list[0] + this.windowMs - now) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(429, 'too_many_requests', `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, undefined, {
          'Retry-After': String(retryAfter),
        });
      }
    }
  }

  fail(email: string, ip: string): void {
    const now = Date.now();
    for (const key of [`a:${email}`, `i:${ip}`]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(email: string): void {
    this.failures.delete(`a:${email}`);
  }
}
