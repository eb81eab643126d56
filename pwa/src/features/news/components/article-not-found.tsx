import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** An unknown, removed or unpublished article, or none at hand while offline. */
export function ArticleNotFound() {
  const { t } = useTranslation('news');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="article-not-found">
      <h1 className="text-3xl font-bold">{t('article.notFoundTitle')}</h1>
      <p className="mt-3 opacity-80">{t('article.notFoundText')}</p>
      <Link to="/news" className="btn btn-primary mt-8">
        {t('article.backToNews')}
      </Link>
    </section>
  );
}
