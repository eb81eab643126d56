import { calendarFeedWriteAnswer } from '@shared/schemas/calendar';
import { submitWrite } from '@/lib/outbox';

/**
 * The outcome of a feed write: the new address (null after a revoke), 'unknown' when the server
 * applied it but answered without the address (a replay: the address is never kept), or 'queued'.
 */
export type FeedChange = { state: 'sent'; url: string | null | 'unknown' } | { state: 'queued' };

async function change(name: 'calendarFeed.create' | 'calendarFeed.revoke'): Promise<FeedChange> {
  const result = await submitWrite(name, undefined);
  if (result.state === 'queued') return result;
  const answer = calendarFeedWriteAnswer.safeParse(result.response);
  if (name === 'calendarFeed.revoke') return { state: 'sent', url: null };
  return { state: 'sent', url: answer.success && typeof answer.data.url === 'string' ? answer.data.url : 'unknown' };
}

/** POST /api/calendar-feed through the outbox: a new secret address (an older one stops working). */
export const createCalendarFeed = () => change('calendarFeed.create');

/** DELETE /api/calendar-feed through the outbox: the address stops working. */
export const revokeCalendarFeed = () => change('calendarFeed.revoke');
