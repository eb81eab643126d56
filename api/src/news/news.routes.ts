import type Router from '@koa/router';
import { newsApi } from '../../../shared/api/news';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import { listAudience } from '../policies/lists.policy';
import { newsPolicy } from '../policies/news.policy';
import { notFound } from '../lib/errors';
import type { AppState } from '../middleware/auth';
import { deleteContent } from '../moderation/moderation.service';
import { displayName } from '../users/users.present';
import { loadNewsList, newsPaging, presentArticle } from './news.present';
import { newsRepo } from './news.repo';
import { readCounter } from './read-count';
import { readBefore } from './read-cookie';

/** News (shared/api/news.ts): the list each audience sees, one article, members' articles, admins' deletes. */
export function newsRoutes({ db: writer, lists, logger }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/news');
  const countRead = readCounter(writer, logger);

  serve(router, newsApi.list, async (ctx, { query }) => {
    await lists.send(ctx, 'news', loadNewsList(ctx.state.db), { paging: newsPaging, query });
  });

  /**
   * One article, read with the readers; a read is counted once per browser (read-cookie.ts), not
   * on every reload. The count is a write, which never holds the answer long (read-count.ts).
   */
  serve(router, newsApi.get, async (ctx, { params: { id } }) => {
    const row = await newsRepo.find(ctx.state.db, id);
    if (!row || !newsPolicy.maySee(listAudience(ctx.state.actor), row)) throw notFound('Article not found');
    if (row.status === 'published' && !readBefore(ctx, id)) {
      await countRead(id);
      row.read_count = Number(row.read_count) + 1;
    }
    return presentArticle(row);
  });

  serve(router, newsApi.create, async (ctx, { input }) => {
    const { db } = ctx.state;
    const author = input.author?.trim() || displayName(ctx.state.user!) || 'Anonymous';
    const id = await newsRepo.insert(db, input, ctx.state.user!.id, author);
    ctx.status = 201;
    return { message: 'Article submitted successfully', article: presentArticle((await newsRepo.find(db, id))!) };
  });

  serve(router, newsApi.remove, async (ctx, { params }) => {
    await deleteContent(ctx.state.db, 'news', params.id);
    return { message: 'Article deleted successfully' };
  });
  return router;
}
