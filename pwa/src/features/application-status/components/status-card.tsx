import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/users';
import { formatDate } from '@/lib/i18n';
import { STATUS_BADGE, statusOf } from '../application-status';
import '../application-status.i18n';

/** The status badge, what it means, and the applied and approved dates. */
export function StatusCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('application-status');
  const status = statusOf(user);
  const date = (iso: string | null) => (iso ? formatDate(iso, t('dates.format')) : '') || t('dates.notYet');
  const label = t(`status.${status}`);

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="status-card" data-status={status}>
      <div className="card-body gap-4">
        <p>
          <span className="sr-only">{t('statusLabel')} </span>
          <span className={`badge badge-lg ${STATUS_BADGE[status]}`} data-testid="status-badge">
            {label}
          </span>
        </p>
        <p>{t(`message.${status}`)}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">{t('dates.applied')}</dt>
            <dd>{date(user.appliedAt ?? user.createdAt)}</dd>
          </div>
          {status !== 'rejected' && (
            <div>
              <dt className="font-medium">{t('dates.approved')}</dt>
              <dd>{date(user.approvedAt)}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
