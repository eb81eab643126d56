import type Router from '@koa/router';
import { newsInput } from '../../../shared/schemas/content';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { listAudience } from '../policies/lists.policy';
import { newsPolicy } from '../policies/news.policy';
import { allow } from '../policies/roles.policy';
import { notFound } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { deleteContent, idParam } from '../moderation/moderation.service';
import { displayName } from '../users/users.present';
import { loadNewsList, presentArticle } from './news.present';
import { newsRepo } from './news.repo';
import { readCounter } from './read-count';
import { readBefore } from './read-cookie';

export function newsRoutes({ db: writer, lists, logger }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/news');
  const countRead = readCounter(writer, lists, logger);

  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'news', loadNewsList(db));
  });

  /**
   * One article, read with the readers; a read is counted once per browser (read-cookie.ts), not
   * on every reload. The count is a write, which never holds the answer long (read-count.ts).
   */
  router.get('/:id', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    const { id } = parse(idParam, ctx.params);
    const row = await newsRepo.find(db, id);
    if (!row || !newsPolicy.maySee(listAudience(ctx.state.actor), row)) throw notFound('Article not found');
    if (row.status === 'published' && !readBefore(ctx, id)) {
      await countRead(id);
      row.read_count = Number(row.read_count) + 1;
    }
    ctx.body = presentArticle(row);
  });

  router.post('/', allow.contributor, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(newsInput, ctx.request.body);
    const author = input.author?.trim() || displayName(ctx.state.user!) || 'Anonymous';
    const id = await newsRepo.insert(db, input, ctx.state.user!.id, author);
    ctx.status = 201;
    ctx.body = { message: 'Article submitted successfully', article: presentArticle((await newsRepo.find(db, id))!) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    await deleteContent(db, 'news', parse(idParam, ctx.params).id);
    ctx.body = { message: 'Article deleted successfully' };
  });
  return router;
}
