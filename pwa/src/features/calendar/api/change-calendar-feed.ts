import { calendarFeedWriteAnswer } from '@shared/schemas/calendar';
import { submit } from '@/lib/outbox';
import { CALENDAR_FEED_URL } from './fetch-calendar-feed';

/**
 * The outcome of a feed write: the new address (null after a revoke), 'unknown' when the server
 * applied it but answered without the address (a replay: the address is never kept), or 'queued'.
 */
export type FeedChange = { state: 'sent'; url: string | null | 'unknown' } | { state: 'queued' };

async function change(method: 'POST' | 'DELETE', label: string): Promise<FeedChange> {
  const result = await submit({ method, url: CALENDAR_FEED_URL, ...(method === 'POST' ? { body: {} } : {}), label });
  if (result.state === 'queued') return result;
  const answer = calendarFeedWriteAnswer.safeParse(result.response);
  if (method === 'DELETE') return { state: 'sent', url: null };
  return { state: 'sent', url: answer.success && typeof answer.data.url === 'string' ? answer.data.url : 'unknown' };
}

/** POST /api/calendar-feed through the outbox: a new secret address (an older one stops working). */
export const createCalendarFeed = () => change('POST', 'calendar:writes.createFeed');

/** DELETE /api/calendar-feed through the outbox: the address stops working. */
export const revokeCalendarFeed = () => change('DELETE', 'calendar:writes.revokeFeed');
