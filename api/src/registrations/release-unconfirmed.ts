import type { Knex } from 'knex';
import { listCache } from '../lib/list-cache';
import type { Logger } from '../lib/logger';
import { nowIso } from '../lib/time';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { isUnproven } from './email-proof';
import { releasedMail } from './registrations.mail';
import { registrationsRepo, type RegistrationRow } from './registrations.repo';
import { cancelLocked, lockEvent } from './waitlist.service';

/**
 * Places of visitors who did not confirm their e-mail in time (an event's confirm_within_hours,
 * issue 25 §4) go back: each server process looks every few minutes (deadlines are hours long),
 * started in server.ts beside the prune timer. Each event is handled in one transaction with its
 * row locked and every registration read again, so two processes never release one twice.
 */
export const RELEASE_EVERY_MS = 5 * 60 * 1000;

/** The hours the registrant was given (their deadline was set when they registered). */
const hoursGiven = (r: RegistrationRow) => Math.round((Date.parse(r.confirm_by!) - Date.parse(r.registered_at)) / 3_600_000);

/** Still a place to release: unproven, not cancelled, past its deadline. */
const overdue = (r: RegistrationRow | undefined, now: string): r is RegistrationRow =>
  !!r && isUnproven(r) && r.status !== 'cancelled' && r.confirm_by !== null && r.confirm_by < now;

/** Cancels the event's overdue registrations (seats to the waitlist), each with a mail saying why; answers how many. */
async function releaseForEvent(db: Knex, mail: Mailer, notifier: Notifier, eventId: number, ids: number[]): Promise<number> {
  return db.transaction(async (trx) => {
    const event = await lockEvent(trx, eventId);
    if (!event || event.confirm_within_hours == null) return 0;
    let released = 0;
    for (const id of ids) {
      const row = await registrationsRepo.find(trx, id);
      if (!overdue(row, nowIso())) continue;
      await cancelLocked(trx, event, row, notifier);
      await mail.queue(trx, releasedMail(row, event, hoursGiven(row)));
      released++;
    }
    return released;
  });
}

/** Releases every overdue place now; answers how many. */
export async function releaseUnconfirmed(db: Knex, mail: Mailer, notifier: Notifier): Promise<number> {
  const due = await registrationsRepo.overdue(db, nowIso());
  let released = 0;
  for (const eventId of new Set(due.map((r) => r.event_id))) {
    released += await releaseForEvent(
      db,
      mail,
      notifier,
      eventId,
      due.filter((r) => r.event_id === eventId).map((r) => r.id),
    );
  }
  // The lists show seats taken: every process makes them again.
  if (released) await listCache().bump(db);
  return released;
}

/** Runs the release every RELEASE_EVERY_MS; answers how to stop it. */
export function startReleasingUnconfirmed(db: Knex, mail: Mailer, notifier: Notifier, logger: Logger): () => void {
  const run = () => void releaseUnconfirmed(db, mail, notifier).catch((err: unknown) => logger.error('releasing unconfirmed registrations failed', err));
  const timer = setInterval(run, RELEASE_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
