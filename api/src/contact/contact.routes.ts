import type Router from '@koa/router';
import { contactInput } from '../../../shared/schemas/contact';
import { inboxMessageUpdate } from '../../../shared/schemas/contact-inbox';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { idParam } from '../moderation/moderation.service';
import { presentContactMessage } from './contact.present';
import { contactRepo } from './contact.repo';
import { markContactMessage, removeContactMessage, sendContactMessage } from './contact.service';

/** The contact form (anyone) and the admins' inbox of its messages. */
export function contactRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  router.post('/contact', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const id = await sendContactMessage(db, parse(contactInput, ctx.request.body), ctx.state.user?.id ?? null);
    ctx.status = 201;
    ctx.body = { message: 'Message sent successfully!', id };
  });

  router.get('/contact-messages', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    ctx.body = { messages: (await contactRepo.list(db)).map(presentContactMessage) };
  });

  router.patch('/contact-messages/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(idParam, ctx.params);
    const { read } = parse(inboxMessageUpdate, ctx.request.body);
    const row = await markContactMessage(db, id, read);
    ctx.body = { message: read ? 'Message marked as read' : 'Message marked as unread', contactMessage: presentContactMessage(row) };
  });

  router.delete('/contact-messages/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    await removeContactMessage(db, parse(idParam, ctx.params).id);
    ctx.body = { message: 'Message deleted successfully' };
  });
  return router;
}
