import crypto from 'node:crypto';
import type { Context } from 'koa';

const COOKIE = 'club.device';
const MAX_ACCOUNTS = 5;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Device cookies: a browser that signed in to an account before carries a signed, HttpOnly
 * cookie naming that account (by a keyed hash, never the e-mail). Its sign-in attempts are
 * limited per device instead of per account, so someone guessing a password elsewhere slows
 * down only unknown devices and never locks the owner out of their own phone. A shared phone
 * keeps up to five accounts.
 */
export function knownDevices(secrets: readonly string[]) {
  /** The account's tag under each secret, the current one first: a device known before a rotation stays known. */
  const tagsOf = (email: string) => secrets.map((s) => crypto.createHmac('sha256', s).update(`device:${email.toLowerCase()}`).digest('hex').slice(0, 24));

  const read = (ctx: Context): { device: string; tags: string[] } | undefined => {
    const raw = ctx.cookies.get(COOKIE, { signed: true });
    const [device, ...tags] = (raw ?? '').split('.');
    if (!device || !/^[0-9a-f]{32}$/.test(device)) return undefined;
    return { device, tags: tags.filter((t) => /^[0-9a-f]{24}$/.test(t)) };
  };

  return {
    /** The limiter key of this attempt: the known device for this account, else the account. */
    limitKey(ctx: Context, email: string): { key: string; knownDevice: boolean } {
      const known = read(ctx);
      const t = tagsOf(email).find((tag) => known?.tags.includes(tag));
      if (known && t) return { key: `d:${known.device}:${tagsOf(email)[0]}`, knownDevice: true };
      return { key: `a:${email.toLowerCase()}`, knownDevice: false };
    },
    /** After a successful sign-in: remember the account on this device. */
    remember(ctx: Context, email: string): void {
      const known = read(ctx);
      const device = known?.device ?? crypto.randomBytes(16).toString('hex');
      const all = tagsOf(email);
      const tags = [all[0], ...(known?.tags ?? []).filter((x) => !all.includes(x))].slice(0, MAX_ACCOUNTS);
      ctx.cookies.set(COOKIE, [device, ...tags].join('.'), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.secure,
        maxAge: YEAR_MS,
        overwrite: true,
        path: '/api/auth',
      });
    },
  };
}
