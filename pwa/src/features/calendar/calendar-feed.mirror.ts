/**
 * The signed-in user's calendar feed address (null: none) and whether a new one is suggested,
 * kept on the device for them (lib/own-mirror.ts). Loaded again when a queued new address or
 * revoke leaves the outbox.
 */
import { calendarApi } from '@shared/api/calendar';
import { ownMirror } from '@/lib/own-mirror';
import { fetchCalendarFeed } from './api/fetch-calendar-feed';

export const calendarFeedMirror = ownMirror({
  key: 'calendar:feed',
  load: (_userId: number) => fetchCalendarFeed(),
  parse: (v) => calendarApi.feedAddress.output.parse(v),
  refreshOn: ['calendar-feed'],
  // Kept before as { userId, url, renewSuggested? } (renewSuggested absent in the oldest rows).
  legacy: (row) => ('url' in row ? { url: row.url, renewSuggested: row.renewSuggested } : undefined),
});
