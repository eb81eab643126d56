import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Another role at /member-dashboard: what this page is, and the way to their own dashboard. */
export function NotAMember() {
  const { t } = useTranslation('member-dashboard');
  return (
    <section className="mx-auto grid max-w-xl gap-3 px-4 py-10 text-center" data-testid="member-dashboard-other-role">
      <h1 className="text-2xl font-bold">{t('access.otherRoleTitle')}</h1>
      <p>{t('access.otherRoleText')}</p>
      <Link to="/dashboard" className="btn btn-primary min-h-11 justify-self-center">
        {t('access.goToDashboard')}
      </Link>
    </section>
  );
}
