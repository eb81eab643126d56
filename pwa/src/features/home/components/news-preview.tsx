import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { plainText } from '@shared/text';
import { formatDate } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { latestNews, previewText } from '../home.selectors';
import { useHomeNews } from '../home.store';
import { HomeSection } from './home-section';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from '@/components/ui/webp-picture';
import { replayImageError } from '@/components/ui/replay-image-error';

/** Block 5: the first 2 articles linking to /news/{id}, plus a link to /news; only when articles exist. */
export function NewsPreview() {
  const { t } = useTranslation('home');
  const text = useLocalized();
  const { items } = useHomeNews();
  const articles = latestNews(items);
  if (articles.length === 0) return null;

  return (
    <HomeSection id="home-news" title={t('news.title')} more={{ to: '/news', label: t('news.viewAll') }}>
      <ul className="grid gap-6 md:grid-cols-2">
        {articles.map((article) => {
          const cover = article.coverImageUrl || article.imageUrl;
          return (
            <li key={article.id} className="card relative overflow-hidden bg-base-100 shadow-sm hover:shadow-md" data-testid="home-article">
              {cover && (
                <WebpPicture src={cover} sizes="(min-width: 768px) 50vw, 100vw">
                  <img
                    src={cover}
                    srcSet={srcSetFor(cover)}
                    alt=""
                    width={800}
                    height={450}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    loading="lazy"
                    decoding="async"
                    onError={(e) => (e.currentTarget.hidden = true)}
                    ref={replayImageError}
                    className="aspect-video w-full bg-base-300 object-cover"
                  />
                </WebpPicture>
              )}
              <div className="card-body gap-2">
                <p className="flex grow-0 flex-wrap gap-2 text-sm">
                  <span className="badge badge-primary">{t(`news:categoryName.${article.category}`, { defaultValue: article.category })}</span>
                  <span className="opacity-80">{formatDate(article.publishedAt ?? article.createdAt, t('news.dateFormat'))}</span>
                </p>
                <h3 className="card-title">
                  <Link to={`/news/${article.id}`} className="after:absolute after:inset-0">
                    {text(article, 'title')}
                  </Link>
                </h3>
                <p className="opacity-80">{text(article, 'excerpt') || previewText(plainText(text(article, 'content')))}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
