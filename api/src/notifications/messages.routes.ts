import type Router from '@koa/router';
import type { Knex } from 'knex';
import { messagesApi } from '../../../shared/api/messages';
import type { SentMessage, SentMessageSource } from '../../../shared/schemas/messages';
import { conflict, notFound } from '../lib/errors';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import type { RouteDeps } from '../route-deps';
import { messagesRepo } from './messages.repo';

/** A failed message pending again (only a failed one: a skipped one was turned off by its reader). */
async function resend(db: Knex, source: SentMessageSource, id: number): Promise<SentMessage> {
  const again = source === 'mail' ? await messagesRepo.resendMail(db, id) : await messagesRepo.resendNotification(db, id);
  if (!again) {
    if (!(await messagesRepo.exists(db, source, id))) throw notFound('Message not found');
    throw conflict('Only a message that failed can be sent again');
  }
  return (await messagesRepo.one(db, source, id))!;
}

/** After the write commits (the request's transaction), at once rather than at the next poll. */
function afterCommit(db: Knex, run: () => Promise<number>): void {
  const committed = (db as Knex.Transaction).executionPromise ?? Promise.resolve();
  committed.then(
    () => setImmediate(() => void run()),
    () => undefined,
  );
}

/** 'Messages sent' for admins (shared/api/messages.ts): notifications and mails, and sending a failed one again. */
export function messagesRoutes(deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/sent-messages');

  serve(router, messagesApi.sent, (ctx, { query }) => messagesRepo.page(ctx.state.db, query));

  serve(router, messagesApi.resend, async (ctx, { params }) => {
    const row = await resend(ctx.state.db, params.source, params.id);
    afterCommit(ctx.state.db, params.source === 'mail' ? deps.mail.runOnce : deps.notify.runOnce);
    return row;
  });

  return router;
}
