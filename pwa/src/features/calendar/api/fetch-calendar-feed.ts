import { calendarApi } from '@shared/api/calendar';
import { call } from '@/lib/api-client';

/** The signed-in user's feed address (null when they have none), and whether a new one is suggested. */
export const fetchCalendarFeed = () => call(calendarApi.feedAddress);
