import Router from '@koa/router';
import { newsInput } from '../../../shared/schemas/content';
import { isAdminRole, type Role } from '../../../shared/schemas/users';
import type { RouteDeps } from '../app';
import { notFound } from '../lib/errors';
import { type AppState, requireRole, sessionOf } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { deleteContent, idParam } from '../moderation/moderation.service';
import { displayName } from '../users/users.present';
import { presentArticle } from './news.present';
import { newsRepo } from './news.repo';

export function newsRoutes({ db }: RouteDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/news' });
  const isAdmin = (ctx: { state: AppState }) => isAdminRole(ctx.state.user?.role as Role);

  router.get('/', async (ctx) => {
    ctx.body = { articles: (await newsRepo.list(db, !isAdmin(ctx))).map(presentArticle) };
  });

  /** One article; a read is counted once per visitor session, not on every reload. */
  router.get('/:id', async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    const row = await newsRepo.find(db, id);
    if (!row || (row.status !== 'published' && !isAdmin(ctx))) throw notFound('Article not found');
    const sess = sessionOf(ctx);
    const read = sess.readNews ?? [];
    if (row.status === 'published' && !read.includes(id)) {
      await newsRepo.countRead(db, id);
      row.read_count = Number(row.read_count) + 1;
      sess.readNews = [...read, id].slice(-500);
    }
    ctx.body = presentArticle(row);
  });

  router.post('/', requireRole('member', 'admin', 'super_admin'), async (ctx) => {
    const input = parse(newsInput, ctx.request.body);
    const author = input.author?.trim() || displayName(ctx.state.user!) || 'Anonymous';
    const id = await newsRepo.insert(db, input, ctx.state.user!.id, author);
    ctx.status = 201;
    ctx.body = { message: 'Article submitted successfully', article: presentArticle((await newsRepo.find(db, id))!) };
  });

  router.delete('/:id', requireRole('admin', 'super_admin'), async (ctx) => {
    await deleteContent(db, 'news', parse(idParam, ctx.params).id);
    ctx.body = { message: 'Article deleted successfully' };
  });
  return router;
}
