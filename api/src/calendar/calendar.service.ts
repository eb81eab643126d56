import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { calendarRepo } from './calendar.repo';
import type { CalendarEventRow } from './ics';

/**
 * Personal feed tokens. A token is 160 bits derived from a random seed (160 bits) with the server
 * secret: the owner can be shown their URL again on any device, while the database holds only the
 * seed and the token's SHA-256 (a copy of the database alone opens no feed). After a rotation
 * (SESSION_SECRETS) the token is found under whichever secret made it; once that secret is dropped
 * the owner is no longer shown the address (the feed still opens: its hash is kept) and makes a new one.
 */
const tokenOf = (secret: string, seed: string): string =>
  crypto.createHmac('sha256', secret).update(`calendar-feed:${seed}`).digest().subarray(0, 20).toString('base64url');

export const hashFeedToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The user's current token (null when they have no feed), and whether to suggest a new one. */
export async function currentFeedToken(db: Knex, secrets: readonly string[], userId: number): Promise<{ token: string | null; renewSuggested: boolean }> {
  const feed = await calendarRepo.feedOf(db, userId);
  const token = feed && secrets.map((secret) => tokenOf(secret, feed.tokenSeed)).find((t) => hashFeedToken(t) === feed.tokenHash);
  return feed && token ? { token, renewSuggested: feed.renewSuggested } : { token: null, renewSuggested: false };
}

/** Makes the user a new token; an older one stops working at once. */
export async function renewFeedToken(db: Knex, secret: string, userId: number): Promise<string> {
  const seed = crypto.randomBytes(20).toString('base64url');
  const token = tokenOf(secret, seed);
  await calendarRepo.save(db, userId, seed, hashFeedToken(token));
  return token;
}

/**
 * The owner signed out everywhere or got a new password: their sessions end, but a calendar app
 * holds none, so the feed keeps working. If the address was shared (or leaked with the password),
 * only a new one stops it: Settings suggests it until the owner makes one.
 */
export async function suggestFeedRenewal(db: Knex, userId: number): Promise<void> {
  await calendarRepo.suggestRenewal(db, userId);
}

export async function revokeFeed(db: Knex, userId: number): Promise<void> {
  await calendarRepo.remove(db, userId);
}

/** The events of the feed a token opens, or null for a token that opens none (unknown or revoked). */
export async function feedEvents(db: Knex, token: string): Promise<CalendarEventRow[] | null> {
  const feed = await calendarRepo.feedByHash(db, hashFeedToken(token));
  return feed ? calendarRepo.eventsOf(db, feed.userId) : null;
}
