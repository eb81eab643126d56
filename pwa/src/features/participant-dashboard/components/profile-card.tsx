import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/users';

/** Name, e-mail, phone (or 'Not provided') and the role badge ('Participant' for a participant). */
export function ProfileCard({ user }: { user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'phone' | 'role'> }) {
  const { t } = useTranslation('participant');
  const titleId = useId();
  const name = [user.firstName, user.lastName].filter((s) => s?.trim()).join(' ');
  const rows = [
    ['name', name],
    ['email', user.email],
    ['phone', user.phone?.trim()],
  ] as const;
  return (
    <section aria-labelledby={titleId} className="card bg-base-100 shadow-sm" data-testid="participant-profile">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={titleId} className="card-title">
          {t('profile.title')}
        </h2>
        <dl className="grid gap-3">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt className="text-sm font-medium opacity-70">{t(`profile.${key}`)}</dt>
              <dd className="break-words" data-testid={`participant-profile-${key}`}>
                {value || t('profile.notProvided')}
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-medium opacity-70">{t('profile.role')}</dt>
            <dd>
              <span className="badge badge-primary" data-testid="participant-role">
                {t(`profile.roles.${user.role}`, { defaultValue: user.role })}
              </span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
