import type Router from '@koa/router';
import { contactApi } from '../../../shared/api/contact';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { presentContactMessage } from './contact.present';
import { contactRepo } from './contact.repo';
import { markContactMessage, removeContactMessage, sendContactMessage } from './contact.service';

/** The contact form (anyone) and the admins' inbox of its messages (shared/api/contact.ts). */
export function contactRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  serve(router, contactApi.send, async (ctx, { input }) => {
    const id = await sendContactMessage(ctx.state.db, input, ctx.state.user?.id ?? null);
    ctx.status = 201;
    return { message: 'Message sent successfully!', id };
  });

  serve(router, contactApi.inbox, async (ctx) => ({ messages: (await contactRepo.list(ctx.state.db)).map(presentContactMessage) }));

  serve(router, contactApi.mark, async (ctx, { params, input }) => {
    const row = await markContactMessage(ctx.state.db, params.id, input.read);
    return { message: input.read ? 'Message marked as read' : 'Message marked as unread', contactMessage: presentContactMessage(row) };
  });

  serve(router, contactApi.remove, async (ctx, { params }) => {
    await removeContactMessage(ctx.state.db, params.id);
    return { message: 'Message deleted successfully' };
  });
  return router;
}
