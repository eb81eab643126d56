import crypto from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { calendarFeedParam, type CalendarFeed } from '../../../shared/schemas/calendar';
import { eventIdParam } from '../../../shared/schemas/events';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { notFound } from '../lib/errors';
import { publicOrigin } from '../lib/public-url';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';
import { calendarRepo } from './calendar.repo';
import { currentFeedToken, feedEvents, renewFeedToken, revokeFeed } from './calendar.service';
import { buildCalendar, type CalendarEventRow } from './ics';

/** Calendar apps poll a subscribed feed; this asks them to do so hourly. */
const FEED_REFRESH_SECONDS = 3600;

/**
 * Calendar files (issue 13): one event as .ics for anyone (events are public), a personal feed at
 * a secret URL that calendar apps fetch without cookies, and the signed-in user's feed URL.
 */
export function calendarRoutes({ config, secret, settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');
  // Our own address (lib/public-url.ts), never the Host header: a feed URL is handed out to be kept.
  const origin = (ctx: Context) => publicOrigin(config, ctx.socket.localPort);
  const feedUrl = (ctx: Context, token: string | null, renewSuggested = false): CalendarFeed => ({
    url: token && `${origin(ctx)}/api/calendar/${token}.ics`,
    renewSuggested,
  });

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

  router.get('/events/:id/ics', allow.anyone, async (ctx) => {
    const { id } = parse(eventIdParam, ctx.params);
    const row = await calendarRepo.event(ctx.state.db, id);
    if (!row) throw notFound('Event not found');
    const slug = row.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
    await sendIcs(ctx, [row], `${slug || 'event'}-${row.id}.ics`);
  });

  // Reached by calendar apps, which send no cookie: the secret token is the only key.
  router.get('/calendar/:token.ics', allow.anyone, async (ctx) => {
    const params = calendarFeedParam.safeParse(ctx.params);
    const rows = params.success ? await feedEvents(ctx.state.db, params.data.token) : null;
    if (!rows) throw notFound('Calendar feed not found');
    ctx.set('Referrer-Policy', 'no-referrer');
    await sendIcs(ctx, rows, 'my-events.ics', FEED_REFRESH_SECONDS);
  });

  router.get('/calendar-feed', allow.signedIn, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const { token, renewSuggested } = await currentFeedToken(ctx.state.db, secret, ctx.state.user!.id);
    ctx.body = feedUrl(ctx, token, renewSuggested);
  });

  router.post('/calendar-feed', allow.signedIn, async (ctx) => {
    const token = await renewFeedToken(ctx.state.db, secret, ctx.state.user!.id);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { message: 'Calendar feed created', ...feedUrl(ctx, token) };
  });

  router.delete('/calendar-feed', allow.signedIn, async (ctx) => {
    await revokeFeed(ctx.state.db, ctx.state.user!.id);
    ctx.body = { message: 'Calendar feed revoked', url: null };
  });

  return router;
}
