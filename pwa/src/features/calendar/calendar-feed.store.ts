/**
 * The signed-in user's calendar feed address (calendar-feed.mirror.ts) as Settings shows it: on a
 * shared phone it is never shown to the next person.
 */
import { calendarFeedMirror } from './calendar-feed.mirror';

export interface FeedState {
  loaded: boolean;
  url: string | null;
  renewSuggested: boolean;
}

/** Keeps the address (null: no feed); one the user has just made needs no renewing. */
export const rememberFeed = (userId: number, url: string | null, renewSuggested = false) => calendarFeedMirror.keep(userId, { url, renewSuggested });

/** Re-reads the address from the server; offline or on failure the stored one stays. */
export async function refreshFeed(userId: number): Promise<void> {
  await calendarFeedMirror.refresh(userId);
}

const UNKNOWN: FeedState = { loaded: false, url: null, renewSuggested: false };
const SIGNED_OUT: FeedState = { loaded: true, url: null, renewSuggested: false };

/** `{ loaded: false }` while the device is read and nothing is known yet. */
export function useCalendarFeed(userId: number | null): FeedState {
  const { stored } = calendarFeedMirror.use(userId ?? undefined);
  if (stored === undefined) return UNKNOWN;
  if (userId == null) return SIGNED_OUT;
  if (stored === null) return UNKNOWN;
  const { url, renewSuggested } = stored.value;
  return { loaded: true, url, renewSuggested: Boolean(url && renewSuggested) };
}
