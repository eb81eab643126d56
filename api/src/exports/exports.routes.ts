import type Router from '@koa/router';
import { exportsApi } from '../../../shared/api/exports';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppContext, AppState } from '../middleware/auth';
import { toCsv } from './csv';
import { contactMessagesExport, type CsvExport, registrationsExport, usersExport } from './exports.service';

/** Sends a CSV file as a download; it holds personal data, so it is never stored by caches. */
function sendCsv(ctx: AppContext, file: CsvExport): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = toCsv(file.header, file.rows);
}

/** CSV exports for admins: users, one event's registrations, contact messages (shared/api/exports.ts). */
export function exportsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/exports');

  serve(router, exportsApi.users, async (ctx) => sendCsv(ctx, await usersExport(ctx.state.db)));

  serve(router, exportsApi.registrations, async (ctx, { query }) => sendCsv(ctx, await registrationsExport(ctx.state.db, query.eventId)));

  serve(router, exportsApi.contactMessages, async (ctx) => sendCsv(ctx, await contactMessagesExport(ctx.state.db)));
  return router;
}
