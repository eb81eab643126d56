import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../application-status.i18n';

/** What everyone but an applicant sees on /application-status: 'Access Denied' and a way to log in. */
export function AccessDenied() {
  const { t } = useTranslation('application-status');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="access-denied">
      <h1 className="text-3xl font-bold">{t('denied.title')}</h1>
      <p className="mt-3 opacity-80">{t('denied.text')}</p>
      <Link to="/login" className="btn btn-primary mt-6">
        {t('denied.login')}
      </Link>
    </section>
  );
}
