import type Router from '@koa/router';
import { registrationsExportQuery } from '../../../shared/schemas/exports';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppContext, AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { allow } from '../policies/roles.policy';
import { toCsv } from './csv';
import { contactMessagesExport, type CsvExport, registrationsExport, usersExport } from './exports.service';

/** Sends a CSV file as a download; it holds personal data, so it is never stored by caches. */
function sendCsv(ctx: AppContext, file: CsvExport): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = toCsv(file.header, file.rows);
}

/** CSV exports for admins: users, one event's registrations, contact messages. */
export function exportsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/exports');

  router.get('/users.csv', allow.admin, async (ctx) => {
    sendCsv(ctx, await usersExport(ctx.state.db));
  });

  router.get('/event-registrations.csv', allow.admin, async (ctx) => {
    const { eventId } = parse(registrationsExportQuery, ctx.query);
    sendCsv(ctx, await registrationsExport(ctx.state.db, eventId));
  });

  router.get('/contact-messages.csv', allow.admin, async (ctx) => {
    sendCsv(ctx, await contactMessagesExport(ctx.state.db));
  });
  return router;
}
