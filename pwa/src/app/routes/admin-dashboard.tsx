import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the real page. */
export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid="admin-dashboard">
      <h1 className="text-3xl font-bold">{t('pages.adminDashboard')}</h1>
    </section>
  );
}
