import '@/lib/i18n-admin';
import { useTranslation } from 'react-i18next';
import { ConfirmEmailLine } from '@/features/email-verify/components/confirm-email-line';
import { AdminDashboardPage } from './admin/admin-dashboard-page';
import { useAdminAccess } from './admin/use-admin-access';

/** /admin-dashboard, and /dashboard for admins (signed-in-areas.md §2, §6): admins only. */
export default function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  const { allowed } = useAdminAccess();
  if (!allowed)
    return (
      <p className="p-8 text-center" role="status" data-testid="admin-dashboard-checking">
        {t('loading')}
      </p>
    );
  return (
    <>
      <ConfirmEmailLine />
      <AdminDashboardPage />
    </>
  );
}
