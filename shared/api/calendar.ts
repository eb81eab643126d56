/** Calendar files (issue 13): an event's .ics, the personal feed, and the signed-in user's feed address. */
import { z } from '../zod';
import { calendarFeed } from '../schemas/calendar';
import { endpoint } from './endpoint';
import { done, idParams } from './common';

export const calendarApi = {
  eventIcs: endpoint({
    method: 'GET',
    path: '/api/events/:id/ics',
    access: 'anyone',
    summary: 'One event as an .ics file',
    params: idParams,
    output: 'file',
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar/:token.ics',
    access: 'anyone',
    summary: "A user's personal feed: the secret token is the only key (calendar apps send no cookie)",
    // Any text here: the route checks the token itself, so a malformed one is 404 like an unknown one.
    params: z.object({ token: z.string() }),
    output: 'file',
  }),
  feedAddress: endpoint({
    method: 'GET',
    path: '/api/calendar-feed',
    access: 'signedIn',
    summary: "The signed-in user's feed address (null when none)",
    output: calendarFeed,
  }),
  createFeed: endpoint({
    method: 'POST',
    path: '/api/calendar-feed',
    access: 'signedIn',
    summary: 'A new feed address (an older one stops working)',
    output: done.extend({ url: z.string(), renewSuggested: z.boolean() }),
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/api/calendar-feed',
    access: 'signedIn',
    summary: 'Stop the feed address working',
    output: done.extend({ url: z.null() }),
  }),
};
