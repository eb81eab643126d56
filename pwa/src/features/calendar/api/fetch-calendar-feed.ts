import { calendarFeed, type CalendarFeed } from '@shared/schemas/calendar';
import { api } from '@/lib/api-client';

export const CALENDAR_FEED_URL = '/api/calendar-feed';

/** GET /api/calendar-feed: the signed-in user's feed address (null when they have none), and whether a new one is suggested. */
export async function fetchCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeed.parse(await api(CALENDAR_FEED_URL));
}
