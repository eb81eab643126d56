import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { isPostgres } from '../db';
import { AppError } from '../lib/errors';
import { registrationsRepo, type RecentCount } from './registrations.repo';

/**
 * How many registrations a visitor (no account) may make in an hour. Per device: a phone signing up
 * its household or a teacher a few pupils, not a script filling an event. Per address and event:
 * one person needs one; the rest are retries or someone registering another person's address
 * (each also mails that address).
 */
export const VISITOR_LIMITS = { windowMs: 60 * 60 * 1000, perDevice: 5, perAddressPerEvent: 3 };

/** The device id the app sends with every write (X-Client-Id, as the idempotency middleware reads it). */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,80}$/;

/** The key a visitor's registrations are counted under: a hash of the device id, or null when none was sent. */
export const deviceKeyOf = (deviceId: string | undefined): string | null =>
  deviceId && DEVICE_ID.test(deviceId) ? crypto.createHash('sha256').update(deviceId).digest('hex') : null;

/** Seconds until the oldest counted registration leaves the window (at least 1). */
const waitSeconds = (count: RecentCount) =>
  Math.max(1, Math.ceil(((count.first ? Date.parse(count.first) : Date.now()) + VISITOR_LIMITS.windowMs - Date.now()) / 1000));

const tooManyFromDevice = (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    429,
    'too_many_requests',
    `Too many registrations from this device in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
};

const tooManyForAddress = (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    429,
    'too_many_requests',
    `Too many registrations with this email for this event. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or look for the confirmation mail in its inbox.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
};

/**
 * Refuses a visitor's registration past either limit (429 with Retry-After), counting the
 * registrations made, whatever became of them. A queued registration replayed with its
 * Idempotency-Key gets its stored answer before this runs, so it counts once; a refused one made
 * no row, so its retry is not counted twice either. Runs in the registration's transaction with
 * the event locked (the address count is exact); on PostgreSQL the device is locked too, since
 * its registrations span events.
 */
export async function checkVisitorLimits(trx: Knex, r: { eventId: number; email: string; deviceKey: string | null; perDevice?: number }): Promise<void> {
  const since = new Date(Date.now() - VISITOR_LIMITS.windowMs).toISOString();
  if (r.deviceKey) {
    if (isPostgres(trx)) await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`registration-device:${r.deviceKey}`]);
    const byDevice = await registrationsRepo.recentByDevice(trx, r.deviceKey, since);
    if (byDevice.n >= (r.perDevice ?? VISITOR_LIMITS.perDevice)) throw tooManyFromDevice(waitSeconds(byDevice));
  }
  const byAddress = await registrationsRepo.recentByAddress(trx, r.eventId, r.email, since);
  if (byAddress.n >= VISITOR_LIMITS.perAddressPerEvent) throw tooManyForAddress(waitSeconds(byAddress));
}
