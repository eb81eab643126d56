/** News: the public list (published; admins see every status), one article (counts the read), members' articles, admins' deletes. */
import { z } from '../zod';
import { newsArticle, newsInput } from '../schemas/content';
import { endpoint } from './endpoint';
import { listPageQuery, listDelta, nextCursor } from './list-pages';
import { done, idParams } from './common';

export const newsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/news',
    access: 'anyone',
    summary: 'The articles the caller may see, whole or in pages (?limit, ?cursor, ?category, ?q; ?since= what changed after a version; ETag / 304)',
    query: listPageQuery,
    output: z.object({ articles: z.array(newsArticle), nextCursor, ...listDelta }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/news/:id',
    access: 'anyone',
    summary: 'One article the caller may see; a published one counts the read (once per browser)',
    params: idParams,
    output: newsArticle,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/news',
    access: 'contributor',
    summary: 'Submit an article (it starts pending)',
    input: newsInput,
    output: done.extend({ article: newsArticle }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/news/:id',
    access: 'admin',
    summary: 'Delete an article',
    params: idParams,
    output: done,
  }),
};
