import type { Middleware } from 'koa';
import { isAdminRole } from '../../../shared/policies/roles';
import { AppError } from '../lib/errors';
import { type AppState, SAFE_METHODS } from '../middleware/auth';
import type { SettingsService } from '../settings/settings.service';

/** People must be able to sign in and out while the site is under maintenance. */
/** Signing in, getting back in (a forgotten password: an admin locked out must reach the switch) and signing out. */
const ALWAYS_OPEN = new Set([
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/logout',
  'POST /api/auth/logout',
  'POST /api/auth/logout-everywhere',
  // Turning off mail from a mail's own link (RFC 8058): a mail sent before the maintenance must still be stoppable.
  'POST /api/notifications/unsubscribe',
]);

export const MAINTENANCE_MESSAGE = 'The site is under maintenance. Please try again later.';
export const REGISTRATIONS_CLOSED_MESSAGE = 'Registrations are closed at the moment.';

/**
 * maintenanceMode: every API write by anyone but an admin is a 503 with Retry-After (the outbox
 * keeps such writes queued and sends them later); reads, sign-in and sign-out keep working.
 * Runs after the signed-in user is loaded.
 */
export function maintenanceGate(settings: SettingsService): Middleware<AppState> {
  return async (ctx, next) => {
    const exempt =
      SAFE_METHODS.has(ctx.method) ||
      !ctx.path.toLowerCase().startsWith('/api/') ||
      ALWAYS_OPEN.has(`${ctx.method} ${ctx.path}`) ||
      isAdminRole(ctx.state.user?.role);
    if (!exempt && (await settings.current(ctx.state.db)).maintenanceMode) {
      throw new AppError(503, 'maintenance', MAINTENANCE_MESSAGE, undefined, { 'Retry-After': '300' });
    }
    await next();
  };
}

/**
 * allowRegistrations: when off, signing up and registering for events (signed in or not) are
 * refused with 403 registrations_closed. Attached after the route's guard; admins creating users
 * through /api/users are not affected.
 */
export function registrationsOpen(settings: SettingsService): Middleware<AppState> {
  return async (ctx, next) => {
    if (!(await settings.current(ctx.state.db)).allowRegistrations) throw new AppError(403, 'registrations_closed', REGISTRATIONS_CLOSED_MESSAGE);
    await next();
  };
}
