import Router from '@koa/router';
import type { RouteDeps } from './route-deps';
import { analyticsRoutes } from './analytics/analytics.routes';
import { authRoutes } from './auth/auth.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { checkinsRoutes } from './checkins/checkins.routes';
import { contactRoutes } from './contact/contact.routes';
import { eventsRoutes } from './events/events.routes';
import { exportsRoutes } from './exports/exports.routes';
import { galleryRoutes } from './gallery/gallery.routes';
import { membersRoutes } from './members/members.routes';
import type { AppState } from './middleware/auth';
import { moderationRoutes } from './moderation/moderation.routes';
import { newsRoutes } from './news/news.routes';
import { noticesRoutes } from './notices/notices.routes';
import { projectsRoutes } from './projects/projects.routes';
import { reportsRoutes } from './reports/reports.routes';
import { registrationsRoutes } from './registrations/registrations.routes';
import { rsvpsRoutes } from './rsvps/rsvps.routes';
import { settingsRoutes } from './settings/settings.routes';
import { submissionsRoutes } from './submissions/submissions.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

const FEATURES = [authRoutes, eventsRoutes, projectsRoutes, newsRoutes, galleryRoutes, membersRoutes, noticesRoutes, moderationRoutes, usersRoutes, contactRoutes, registrationsRoutes, rsvpsRoutes, uploadsRoutes, settingsRoutes, exportsRoutes, reportsRoutes, analyticsRoutes, submissionsRoutes, checkinsRoutes, calendarRoutes];

/**
 * Every route of the API. Each one's first middleware is its policy guard (policies/policy.ts).
 * The features' routes are copied into this one router; its `allowedMethods()` (app.ts) answers
 * 405 and OPTIONS for all of them. (One per feature would put twenty more middlewares, each
 * matching every path, in every request's chain.)
 */
export function apiRoutes(deps: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });
  for (const feature of FEATURES) router.use(feature(deps).routes());
  return router;
}
