import { calendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';

export const CALENDAR_FEED_URL = '/api/calendar-feed';

/** GET /api/calendar-feed: the signed-in user's feed address, or null when they have none. */
export async function fetchCalendarFeed(): Promise<string | null> {
  return calendarFeed.parse(await api(CALENDAR_FEED_URL)).url;
}
