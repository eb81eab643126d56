import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@shared/schemas/user-detail';
import { Avatar } from '@/components/admin/avatar';
import { StatusBadge } from '@/components/admin/status-badge';
import { ContactText } from '@/components/ui/contact-text';
import { formatDate, localDigits } from '@/lib/i18n';
import { userName } from '../user-rules';
import { RoleBadge } from './user-badges';

/** One account: who, role and state, the application's fields and dates, last sign-in, event registrations. */
export function UserDetailView({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const name = userName(user);
  const none = <span className="opacity-60">{t('detail.notProvided')}</span>;
  const date = (v: string | null) => (v ? formatDate(v, t('detail.dateFormat')) : <span className="opacity-60">{t('detail.notYet')}</span>);
  const rows: [string, ReactNode][] = [
    ['email', user.email],
    ['role', <RoleBadge key="r" role={user.role} />],
    ['status', <StatusBadge key="s" status={user.isActive ? 'active' : 'inactive'} />],
    ['phone', user.phone ? <ContactText key="p" text={user.phone} /> : none],
    ['age', user.age ? localDigits(user.age) : none],
    ['address', user.address || none],
    ['motivation', user.motivation ? <span className="whitespace-pre-line">{user.motivation}</span> : none],
    ['applicationStatus', <StatusBadge key="a" status={user.applicationStatus} />],
    ['appliedAt', date(user.appliedAt)],
    ['approvedAt', date(user.approvedAt)],
    ['createdAt', date(user.createdAt)],
    ['lastSignIn', user.lastSignInAt ? formatDate(user.lastSignInAt, t('detail.dateTimeFormat')) : t('detail.never')],
  ];
  return (
    <div className="grid gap-4" data-testid="user-detail">
      <div className="flex items-center gap-3">
        <Avatar src={user.profileImageUrl} name={name} size={56} />
        <p className="min-w-0 break-words text-lg font-semibold">{name}</p>
      </div>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium opacity-70">{t(`detail.${key}`)}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-2" aria-labelledby="user-detail-registrations">
        <h3 id="user-detail-registrations" className="font-semibold">
          {t('detail.registrations')}
        </h3>
        {user.registrations.length === 0 ? (
          <p className="text-sm opacity-70">{t('detail.noRegistrations')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {user.registrations.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 p-2"
                data-testid="user-registration"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{r.eventTitle ?? t('detail.eventNotFound')}</span>
                  <span className="opacity-70">{t('detail.registeredOn', { date: formatDate(r.registeredAt, t('detail.dateFormat')) })}</span>
                </span>
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
