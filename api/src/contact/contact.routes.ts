import type Router from '@koa/router';
import { contactInput, type ContactMessage } from '../../../shared/schemas/contact';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { allow } from '../policies/roles.policy';
import { insertId } from '../lib/rows';
import { nowIso, toIso } from '../lib/time';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';

const present = (m: Record<string, any>): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  userId: m.user_id ?? null,
  createdAt: toIso(m.created_at)!,
});

export function contactRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api');

  router.post('/contact', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(contactInput, ctx.request.body);
    const id = await insertId(db('contact_messages').insert({ ...input, user_id: ctx.state.user?.id ?? null, created_at: nowIso() }));
    ctx.status = 201;
    ctx.body = { message: 'Message sent successfully!', id };
  });

  router.get('/contact-messages', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    const rows = await db('contact_messages').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    ctx.body = { messages: rows.map(present) };
  });
  return router;
}
