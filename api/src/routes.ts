import Router from '@koa/router';
import type { RouteDeps } from './route-deps';
import { analyticsRoutes } from './analytics/analytics.routes';
import { authRoutes } from './auth/auth.routes';
import { emailVerifyRoutes } from './auth/email-verify.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { checkinsRoutes } from './checkins/checkins.routes';
import { contactRoutes } from './contact/contact.routes';
import { eventsRoutes } from './events/events.routes';
import { exportsRoutes } from './exports/exports.routes';
import { galleryRoutes } from './gallery/gallery.routes';
import { searchRoutes } from './search/search.routes';
import { healthRoutes } from './health/health.routes';
import { membersRoutes } from './members/members.routes';
import type { AppState } from './middleware/auth';
import { moderationRoutes } from './moderation/moderation.routes';
import { newsRoutes } from './news/news.routes';
import { noticesRoutes } from './notices/notices.routes';
import { messagesRoutes } from './notifications/messages.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { preferencesRoutes } from './notifications/preferences.routes';
import { projectsRoutes } from './projects/projects.routes';
import { pushRoutes } from './push/push.routes';
import { reportsRoutes } from './reports/reports.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { rsvpsRoutes } from './rsvps/rsvps.routes';
import { settingsRoutes } from './settings/settings.routes';
import { submissionsRoutes } from './submissions/submissions.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

const FEATURES = [
  authRoutes,
  emailVerifyRoutes,
  passwordResetRoutes,
  eventsRoutes,
  projectsRoutes,
  newsRoutes,
  galleryRoutes,
  searchRoutes,
  membersRoutes,
  noticesRoutes,
  notificationsRoutes,
  preferencesRoutes,
  messagesRoutes,
  moderationRoutes,
  usersRoutes,
  contactRoutes,
  registrationsRoutes,
  rsvpsRoutes,
  uploadsRoutes,
  settingsRoutes,
  exportsRoutes,
  reportsRoutes,
  analyticsRoutes,
  submissionsRoutes,
  checkinsRoutes,
  calendarRoutes,
  pushRoutes,
  healthRoutes,
];

/** Every route of the API, in one router (its `stack` is the route table; its `allowedMethods()` answers 405 and OPTIONS). */
function allInOne(features: Router<AppState>[]): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });
  for (const feature of features) router.use(feature.routes());
  return router;
}

/** Every route of the API. Each one's first middleware is its policy guard (policies/policy.ts). */
export function apiRoutes(deps: RouteDeps): Router<AppState> {
  return allInOne(FEATURES.map((feature) => feature(deps)));
}

/** `/api/events/3` -> 'events'; undefined for a path whose second segment is a parameter. */
const segmentOf = (path: string) => {
  const segment = path.split('/')[2];
  return segment === undefined || segment.startsWith(':') || segment.includes('{') ? undefined : segment;
};

type RouterMiddleware = ReturnType<Router<AppState>['routes']>;

/** Middlewares one after the other, as Koa would run them. */
const inSequence =
  (middlewares: RouterMiddleware[]): RouterMiddleware =>
  (ctx, next) =>
    middlewares.reduceRight<() => Promise<unknown>>((after, middleware) => () => Promise.resolve(middleware(ctx, after)), next)();

/**
 * The API for the app: the same routes, found by the path's segment after `/api/` first, then only
 * among the routers of the features that serve it, in FEATURES order (a request would otherwise be
 * matched against every route of the API, most of the router's cost under load). A feature route
 * whose segment is a parameter would be tried for every path. The one `allowedMethods()` reads what
 * the routers matched (`ctx.matched`), so 405 and OPTIONS answer as before.
 */
export function apiMiddleware(deps: RouteDeps): { routes: RouterMiddleware; allowedMethods: ReturnType<Router<AppState>['allowedMethods']> } {
  const features = FEATURES.map((feature) => feature(deps));
  const bySegment = new Map<string, Router<AppState>[]>();
  const everywhere: Router<AppState>[] = [];
  for (const feature of features) {
    const segments = new Set(feature.stack.map((layer) => segmentOf(String(layer.path))));
    if (segments.has(undefined)) everywhere.push(feature);
    for (const segment of segments) if (segment !== undefined) bySegment.set(segment, [...(bySegment.get(segment) ?? []), feature]);
  }
  const inOrder = (routers: Router<AppState>[]) => inSequence(features.filter((f) => routers.includes(f)).map((f) => f.routes()));
  const chains = new Map([...bySegment].map(([segment, routers]) => [segment, inOrder([...routers, ...everywhere])]));
  const elsewhere = inOrder(everywhere);
  const routes: RouterMiddleware = (ctx, next) => {
    const chain = ctx.path.startsWith('/api/') ? chains.get(ctx.path.split('/')[2]) : undefined;
    return (chain ?? elsewhere)(ctx, next);
  };
  return { routes, allowedMethods: allInOne(features).allowedMethods() };
}
