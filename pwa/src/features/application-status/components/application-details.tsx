import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@shared/schemas/users';
import { localDigits } from '@/lib/i18n';
import '../application-status.i18n';

const FIELDS = ['name', 'email', 'phone', 'age', 'address', 'motivation'] as const;

/** What the applicant told the club: name, e-mail, phone, age, address, motivation. */
export function ApplicationDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('application-status');
  const titleId = useId();
  const values: Record<(typeof FIELDS)[number], string | null> = {
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
    email: user.email,
    phone: user.phone,
    age: user.age && localDigits(user.age),
    address: user.address,
    motivation: user.motivation,
  };
  return (
    <section aria-labelledby={titleId} className="card bg-base-100 shadow-sm" data-testid="application-details">
      <div className="card-body">
        <h2 id={titleId} className="card-title">
          {t('details.title')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field} className={field === 'motivation' || field === 'address' ? 'sm:col-span-2' : ''}>
              <dt className="text-sm font-medium opacity-70">{t(`details.${field}`)}</dt>
              <dd className="break-words whitespace-pre-line">{values[field]?.trim() || t('details.notProvided')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
