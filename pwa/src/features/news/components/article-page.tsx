import { useTranslation } from 'react-i18next';
import { parseArticleId, useArticleRefresh, useLocalArticle } from '../news.store';
import { ArticleNotFound } from './article-not-found';
import { ArticleView } from './article-view';

/**
 * /news/:id: the article from the local mirror at once (so it opens offline), while one request
 * per visit counts the read and refreshes the read count. A 404, or nothing local and no
 * answer, is 'Article Not Found'.
 */
export function ArticlePage({ id: rawId }: { id: string | undefined }) {
  const { t } = useTranslation('news');
  const id = parseArticleId(rawId);
  const local = useLocalArticle(id);
  const remote = useArticleRefresh(id);

  if (id === null || remote === 'not-found') return <ArticleNotFound />;
  if (local) return <ArticleView article={local} loading={remote === 'pending' || remote === 'ok'} />;
  if (local === undefined || remote === 'pending' || remote === 'ok') {
    return (
      <p role="status" className="py-20 text-center opacity-80">
        {t('article.loading')}
      </p>
    );
  }
  return <ArticleNotFound />;
}
