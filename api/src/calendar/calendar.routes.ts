import crypto from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { calendarApi } from '../../../shared/api/calendar';
import { pathOf } from '../../../shared/api/endpoint';
import { calendarToken } from '../../../shared/schemas/calendar';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { notFound } from '../lib/errors';
import { publicOrigin } from '../lib/public-url';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { calendarRepo } from './calendar.repo';
import { currentFeedToken, feedEvents, renewFeedToken, revokeFeed } from './calendar.service';
import { buildCalendar, type CalendarEventRow } from './ics';

/** Calendar apps poll a subscribed feed; this asks them to do so hourly. */
const FEED_REFRESH_SECONDS = 3600;

/**
 * Calendar files (issue 13): one event as .ics for anyone (events are public), a personal feed at
 * a secret URL that calendar apps fetch without cookies, and the signed-in user's feed URL
 * (shared/api/calendar.ts).
 */
export function calendarRoutes({ config, secrets, settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');
  // Our own address (lib/public-url.ts), never the Host header: a feed URL is handed out to be kept.
  const origin = (ctx: Context) => publicOrigin(config, ctx.socket.localPort);
  const feedUrl = (ctx: Context, token: string) => `${origin(ctx)}${pathOf(calendarApi.feed, { token })}`;

  const sendIcs = async (ctx: Context & { state: AppState }, rows: CalendarEventRow[], filename: string, ttl?: number) => {
    const { siteName } = await settings.current(ctx.state.db);
    const body = buildCalendar(rows, { origin: origin(ctx), name: siteName, ttl });
    ctx.status = 200;
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    // Calendar apps poll: an unchanged calendar (same bytes, DTSTAMP included) answers 304.
    const tag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    ctx.set('ETag', tag);
    // A feed (ttl set) lists one person's events: no copy in any cache; an event's file is public.
    ctx.set('Cache-Control', ttl ? 'no-store' : 'private, no-cache');
    // Compared as middleware/etag.ts does for JSON (a request's own no-cache does not forbid a 304).
    if (
      ctx
        .get('If-None-Match')
        .split(',')
        .some((t) => t.trim().replace(/^W\//, '') === tag)
    ) {
      ctx.status = 304;
      return;
    }
    ctx.body = body;
  };

  serve(router, calendarApi.eventIcs, async (ctx, { params }) => {
    const row = await calendarRepo.event(ctx.state.db, params.id);
    if (!row) throw notFound('Event not found');
    const slug = row.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    await sendIcs(ctx, [row], `${slug || 'event'}-${row.id}.ics`);
  });

  // Reached by calendar apps, which send no cookie: the secret token is the only key.
  serve(router, calendarApi.feed, async (ctx, { params }) => {
    const token = calendarToken.safeParse(params.token);
    const rows = token.success ? await feedEvents(ctx.state.db, token.data) : null;
    if (!rows) throw notFound('Calendar feed not found');
    ctx.set('Referrer-Policy', 'no-referrer');
    await sendIcs(ctx, rows, 'my-events.ics', FEED_REFRESH_SECONDS);
  });

  serve(router, calendarApi.feedAddress, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const { token, renewSuggested } = await currentFeedToken(ctx.state.db, secrets, ctx.state.user!.id);
    return { url: token && feedUrl(ctx, token), renewSuggested };
  });

  serve(router, calendarApi.createFeed, async (ctx) => {
    const token = await renewFeedToken(ctx.state.db, secrets[0], ctx.state.user!.id);
    ctx.set('Cache-Control', 'private, no-store');
    return { message: 'Calendar feed created', url: feedUrl(ctx, token), renewSuggested: false };
  });

  serve(router, calendarApi.revokeFeed, async (ctx) => {
    await revokeFeed(ctx.state.db, ctx.state.user!.id);
    return { message: 'Calendar feed revoked', url: null };
  });

  return router;
}
