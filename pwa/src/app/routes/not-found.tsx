import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any path the route table does not know. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/" className="btn btn-primary">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
