import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { useLocalizedItem } from '@/lib/localized';
import { ARTICLE_TEXTS, excerptOf, FEATURED_EXCERPT_CHARS } from '../news-text';
import { ArticleFacts } from './article-facts';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** The first article after filtering, shown large. */
export function FeaturedStory({ article: stored }: { article: NewsArticle }) {
  const article = useLocalizedItem()(stored, ARTICLE_TEXTS);
  const { t } = useTranslation('news');
  const titleId = useId();
  return (
    <section aria-labelledby={`${titleId}-label`} className="mb-12">
      <h2 id={`${titleId}-label`} className="mb-4 text-2xl font-bold">
        {t('list.featured')}
      </h2>
      <article className="card overflow-hidden bg-base-100 shadow-sm lg:card-side" data-testid="featured-story" aria-labelledby={titleId}>
        <figure className="lg:w-1/2">
          {/* The largest picture of the first screen: fetched at once, never lazily. */}
          <ResponsiveImage src={article.coverImageUrl || article.imageUrl} alt="" width={1200} height={675} eager />
        </figure>
        <div className="card-body gap-3 lg:w-1/2">
          <ArticleFacts article={article} />
          <h3 id={titleId} className="card-title text-2xl">
            {article.title}
          </h3>
          <p className="opacity-80">{excerptOf(article, FEATURED_EXCERPT_CHARS)}</p>
          <p className="text-sm font-medium">{t('byAuthor', { author: article.author })}</p>
          <div className="card-actions mt-2">
            <Link to={`/news/${article.id}`} className="btn btn-primary" aria-describedby={titleId}>
              {t('list.readFullStory')}
            </Link>
          </div>
        </div>
      </article>
    </section>
  );
}
