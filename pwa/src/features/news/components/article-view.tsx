import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { hasBody } from '@shared/page-seed';
import { useLocalizedItem } from '@/lib/localized';
import { formatNumber } from '@/lib/i18n';
import { ARTICLE_TEXTS, metaDescriptionOf } from '../news-text';
import { useArticleMeta } from '../use-article-meta';
import { ArticleBody } from './article-body';
import { ArticleFacts } from './article-facts';
import { ArticleGallery } from './article-gallery';
import { ArticleSidebar } from './article-sidebar';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SharePanel } from './share-panel';
import '../article.i18n';

/**
 * One article: cover, facts, title, excerpt, body, extra photos, sharing, and the sidebar. An
 * article kept without its body (seen only in a list page's HTML) says the body is loading while
 * its request runs, and that it is not on this phone when that request could not be made.
 */
export function ArticleView({ article: stored, loading = false }: { article: NewsArticle; loading?: boolean }) {
  const article = useLocalizedItem()(stored, ARTICLE_TEXTS);
  const { t } = useTranslation('news');
  useArticleMeta(article);
  const description = metaDescriptionOf(article);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="news-article">
      <Link to="/news" className="link link-hover mb-6 inline-block text-sm">
        <span aria-hidden="true">← </span>
        {t('article.backToNews')}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0" aria-labelledby="article-title">
          <ResponsiveImage src={article.coverImageUrl || article.imageUrl} alt="" width={1200} height={675} eager className="mb-6 rounded-box" />
          <header className="grid gap-3">
            <ArticleFacts article={article} />
            <p className="flex flex-wrap gap-x-4 text-sm">
              <span>{t('byAuthor', { author: article.author })}</span>
              <span data-testid="read-count">{t('article.views', { count: article.readCount, formatted: formatNumber(article.readCount) })}</span>
            </p>
            <h1 id="article-title" className="text-3xl font-bold md:text-4xl">
              {article.title}
            </h1>
            {article.excerpt && <p className="text-xl opacity-80">{article.excerpt}</p>}
            <SharePanel title={article.title} text={description} />
          </header>
          <div className="mt-8">
            {hasBody(stored) ? (
              <ArticleBody content={article.content} />
            ) : (
              <p role="status" className="opacity-80" data-testid="article-body-missing">
                {loading ? t('article.loading') : t('article.bodyNotOnPhone')}
              </p>
            )}
          </div>
          <ArticleGallery images={article.images ?? []} title={article.title} />
        </article>
        <ArticleSidebar article={article} />
      </div>
    </div>
  );
}
