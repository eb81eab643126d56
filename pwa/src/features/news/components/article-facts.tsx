import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { formatDate, formatNumber } from '@/lib/i18n';
import { articleDateOf, readTimeOf } from '../news-text';

/** Category badge, date and read time: the line above a story's title. */
export function ArticleFacts({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  const date = articleDateOf(article);
  const minutes = readTimeOf(article);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {article.category && <span className="badge badge-primary">{t(`news:categoryName.${article.category}`, { defaultValue: article.category })}</span>}
      <time dateTime={date}>{formatDate(date, t('dateFormat'))}</time>
      <span aria-hidden="true">·</span>
      <span>{t('readTime', { count: minutes, formatted: formatNumber(minutes) })}</span>
    </div>
  );
}
