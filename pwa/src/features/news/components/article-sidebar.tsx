import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { formatDate, formatNumber } from '@/lib/i18n';
import { articleDateOf, readTimeOf } from '../news-text';

/**
 * Article info (published, author, views, read time). The share buttons are not repeated here:
 * they are shown once, in the Share panel under the title.
 */
export function ArticleSidebar({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  const date = articleDateOf(article);
  const minutes = readTimeOf(article);
  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 py-1">
      <dt className="opacity-80">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
  return (
    <aside className="grid content-start gap-6" aria-label={t('article.info')}>
      <section className="card bg-base-100 shadow-sm" aria-labelledby="article-info">
        <div className="card-body">
          <h2 id="article-info" className="card-title text-lg">
            {t('article.info')}
          </h2>
          <dl className="divide-y divide-base-300 text-sm">
            {row(t('article.published'), <time dateTime={date}>{formatDate(date, t('dateFormat'))}</time>)}
            {row(t('article.author'), article.author)}
            {row(t('article.viewsLabel'), <span data-testid="sidebar-views">{formatNumber(article.readCount)}</span>)}
            {row(t('article.readTimeLabel'), t('readTime', { count: minutes, formatted: formatNumber(minutes) }))}
          </dl>
        </div>
      </section>
    </aside>
  );
}
