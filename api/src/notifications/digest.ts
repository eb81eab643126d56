import type { Knex } from 'knex';
import type { Logger } from '../lib/logger';
import { type Arrivals, digestRepo } from './digest.repo';
import type { NewNotification, Texts } from './notifications.repo';
import type { Notifier } from './notifier';

/** How often the server looks for something new; each admin still gets at most one digest an hour. */
export const DIGEST_EVERY_MS = 10 * 60_000;

const list = (parts: string[], and: string) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}` : parts[0]);

/** "2 new applications and 1 new contact message are waiting." (only what there is) */
function digestTexts(a: Arrivals): Texts {
  const en = [
    a.applications && `${a.applications} new application${a.applications > 1 ? 's' : ''}`,
    a.messages && `${a.messages} new contact message${a.messages > 1 ? 's' : ''}`,
    a.submissions && `${a.submissions} new submission${a.submissions > 1 ? 's' : ''}`,
  ].filter((p): p is string => Boolean(p));
  const bn = [
    a.applications && `${a.applications}টি নতুন আবেদন`,
    a.messages && `${a.messages}টি নতুন যোগাযোগের বার্তা`,
    a.submissions && `${a.submissions}টি নতুন কনটেন্ট`,
  ].filter((p): p is string => Boolean(p));
  const one = a.applications + a.messages + a.submissions === 1;
  return {
    en: { title: 'New items waiting for you', body: `${list(en, 'and')} ${one ? 'is' : 'are'} waiting.` },
    bn: { title: 'আপনার জন্য নতুন কাজ অপেক্ষায়', body: `${list(bn, 'ও')} অপেক্ষায় আছে।` },
  };
}

/** One admin's digest of the clock hour `hour` ('2030-01-01T10', UTC): the key allows one an hour. */
const digestFor = (adminId: number, hour: string, arrivals: Arrivals): NewNotification => ({
  kind: 'admin.digest',
  to: { userId: adminId },
  dedupeKey: `admin.digest:${adminId}:${hour}`,
  url: '/admin-dashboard',
  texts: digestTexts(arrivals),
});

/**
 * Each active admin gets a digest of the applications, contact messages and submissions that
 * arrived since their last digest and still wait (everything waiting, before their first), when
 * there is any, at most one per clock hour of `now`. Whether it goes by push, e-mail or not at
 * all is the admin's preference for 'admin.digest' (the notifier reads it). Several processes
 * may run it at once: the key keeps it to one.
 */
export async function runAdminDigest(db: Knex, notifier: Notifier, now: Date = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  for (const adminId of await digestRepo.admins(db)) {
    const since = await digestRepo.lastDigestAt(db, adminId);
    if (since?.slice(0, 13) === hour) continue;
    const arrivals = await digestRepo.arrivals(db, since);
    if (arrivals.applications + arrivals.messages + arrivals.submissions === 0) continue;
    await notifier.notify(db, digestFor(adminId, hour, arrivals));
  }
}

/** Runs the digest every DIGEST_EVERY_MS (and once now); answers how to stop it. */
export function startAdminDigest(db: Knex, notifier: Notifier, logger: Logger): () => void {
  const run = () => void runAdminDigest(db, notifier).catch((err: unknown) => logger.error('admin digest failed', err));
  const timer = setInterval(run, DIGEST_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
