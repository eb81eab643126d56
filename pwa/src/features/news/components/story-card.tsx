import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { useLocalizedItem } from '@/lib/localized';
import { formatNumber } from '@/lib/i18n';
import { ARTICLE_TEXTS, CARD_EXCERPT_CHARS, excerptOf, readTimeOf } from '../news-text';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** One of the 'More Stories' cards. */
export function StoryCard({ article: stored }: { article: NewsArticle }) {
  const article = useLocalizedItem()(stored, ARTICLE_TEXTS);
  const { t } = useTranslation('news');
  const titleId = useId();
  const minutes = readTimeOf(article);
  return (
    <article className="card overflow-hidden bg-base-100 shadow-sm" data-testid="story-card" aria-labelledby={titleId}>
      <figure>
        <ResponsiveImage src={article.coverImageUrl || article.imageUrl} alt="" width={1200} height={675} />
      </figure>
      <div className="card-body gap-2">
        {article.category && <span className="badge badge-outline">{t(`news:categoryName.${article.category}`, { defaultValue: article.category })}</span>}
        <h3 id={titleId} className="card-title">
          {article.title}
        </h3>
        <p className="opacity-80">{excerptOf(article, CARD_EXCERPT_CHARS)}</p>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span>{t('byAuthor', { author: article.author })}</span>
          <span>{t('readTime', { count: minutes, formatted: formatNumber(minutes) })}</span>
        </p>
        <div className="card-actions mt-auto justify-end">
          <Link to={`/news/${article.id}`} className="btn btn-outline btn-sm" aria-describedby={titleId}>
            {t('list.readMore')}
            {/* Says where the link goes to screen readers and search engines; the visible text stays the spec's. */}
            <span className="sr-only"> {t('list.readMoreAbout', { title: article.title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
