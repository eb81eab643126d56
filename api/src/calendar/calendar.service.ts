import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { calendarRepo } from './calendar.repo';
import type { CalendarEventRow } from './ics';

/**
 * Personal feed tokens. A token is 160 bits derived from a random seed (160 bits) with the server
 * secret: the owner can be shown their URL again on any device, while the database holds only the
 * seed and the token's SHA-256 (a copy of the database alone opens no feed). If the secret ever
 * changes, the derived token no longer matches its hash and the feed counts as gone.
 */
const tokenOf = (secret: string, seed: string): string =>
  crypto.createHmac('sha256', secret).update(`calendar-feed:${seed}`).digest().subarray(0, 20).toString('base64url');

export const hashFeedToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The user's current token, or null when they have no feed. */
export async function currentFeedToken(db: Knex, secret: string, userId: number): Promise<string | null> {
  const feed = await calendarRepo.feedOf(db, userId);
  if (!feed) return null;
  const token = tokenOf(secret, feed.tokenSeed);
  return hashFeedToken(token) === feed.tokenHash ? token : null;
}

/** Makes the user a new token; an older one stops working at once. */
export async function renewFeedToken(db: Knex, secret: string, userId: number): Promise<string> {
  const seed = crypto.randomBytes(20).toString('base64url');
  const token = tokenOf(secret, seed);
  await calendarRepo.save(db, userId, seed, hashFeedToken(token));
  return token;
}

export async function revokeFeed(db: Knex, userId: number): Promise<void> {
  await calendarRepo.remove(db, userId);
}

/** The events of the feed a token opens, or null for a token that opens none (unknown or revoked). */
export async function feedEvents(db: Knex, token: string): Promise<CalendarEventRow[] | null> {
  const feed = await calendarRepo.feedByHash(db, hashFeedToken(token));
  return feed ? calendarRepo.eventsOf(db, feed.userId) : null;
}
