import { useTranslation } from 'react-i18next';
import type { AdminUser, ApplicationStatus } from '@shared/schemas/users';
import { usersApi } from '@shared/api/users';
import { AdminSection } from '@/components/admin/admin-section';
import { Avatar } from '@/components/admin/avatar';
import { OnlineButton } from '@/components/admin/online-button';
import { toast } from '@/components/ui/use-toast';
import { adminWrite, useAdminQuery } from '@/lib/admin-query';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n';

export const RECENT_APPLICATIONS = 5;

/** Sets an application's status; the toast says 'Application approved' and the like (or why it failed). */
export async function decideApplication(
  user: Pick<AdminUser, 'id'>,
  status: ApplicationStatus,
  t: (k: string, o?: Record<string, unknown>) => string,
): Promise<void> {
  try {
    await adminWrite(usersApi.setApplicationStatus, { params: { id: user.id }, body: { applicationStatus: status } }, { invalidates: [usersApi.list] });
    toast({ title: t(`toast.application.${status}`) });
  } catch (err) {
    toast({
      title: isUnauthorized(err) ? t('toast.unauthorized') : t('toast.statusFailed'),
      description: serverMessage(err, (err as Error)?.message ?? ''),
      variant: 'destructive',
    });
  }
}

/** Overview: the first 5 applicants still waiting, each with Approve and Reject. */
export function RecentApplications() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery(usersApi.applicants);
  return (
    <AdminSection query={query} title={t('overview.recentApplications')} testId="recent-applications">
      {({ applicants }) => {
        const waiting = applicants.filter((a) => a.applicationStatus === 'pending').slice(0, RECENT_APPLICATIONS);
        if (waiting.length === 0) return <p className="opacity-70">{t('overview.noApplications')}</p>;
        return (
          <ul className="grid gap-3">
            {waiting.map((a) => {
              const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email;
              return (
                <li key={a.id} className="flex flex-wrap items-center gap-3" data-testid="application-row">
                  <Avatar src={a.profileImageUrl} name={name} />
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="truncate font-medium">{name}</p>
                    <p className="truncate text-sm opacity-70">
                      {a.email}
                      {a.appliedAt ? ` · ${t('overview.applied', { date: formatDate(a.appliedAt, t('dateFormat')) })}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <OnlineButton className="btn btn-success btn-sm min-h-11" onClick={() => void decideApplication(a, 'approved', t)}>
                      {t('overview.approve')}
                    </OnlineButton>
                    <OnlineButton className="btn btn-error btn-outline btn-sm min-h-11" onClick={() => void decideApplication(a, 'rejected', t)}>
                      {t('overview.reject')}
                    </OnlineButton>
                  </div>
                </li>
              );
            })}
          </ul>
        );
      }}
    </AdminSection>
  );
}
