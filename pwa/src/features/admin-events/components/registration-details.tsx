import { useTranslation } from 'react-i18next';
import type { CustomQuestion } from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { StatusBadge } from '@/components/admin/status-badge';
import { formatDate } from '@/lib/i18n';
import { EmailConfirmedBadge } from './email-confirmed-badge';
import { RegistrationAnswers } from './registration-answers';
import { RegistrationStatusButtons } from './registration-status-buttons';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="whitespace-pre-line break-words">{children}</dd>
    </div>
  );
}

/** One registration in full: contact (and whether its e-mail is confirmed), institution, reason, custom answers, team, and Confirm / Cancel while pending. */
export function RegistrationDetails({ registration: r, questions }: { registration: AdminRegistration; questions: CustomQuestion[] }) {
  const { t } = useTranslation('admin-events');
  const none = <span className="opacity-60">{t('registrations.notProvided')}</span>;
  return (
    <li className="grid gap-3 rounded-box border border-base-300 p-3" data-testid="event-registration">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{r.name}</h3>
        <StatusBadge status={r.status} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <Fact label={t('registrations.email')}>
          <span className="flex flex-wrap items-center gap-2">
            <a className="link break-all" href={`mailto:${r.email}`}>
              {r.email}
            </a>
            <EmailConfirmedBadge confirmed={r.emailConfirmed} />
          </span>
        </Fact>
        <Fact label={t('registrations.phone')}>
          {r.phone ? (
            <a className="link" href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>
              {r.phone}
            </a>
          ) : (
            none
          )}
        </Fact>
        <Fact label={t('registrations.institution')}>{r.institution || none}</Fact>
        <Fact label={t('registrations.reason')}>{r.reason || r.motivation || none}</Fact>
        {(r.teamName || r.teamMembers.length > 0) && (
          <>
            <Fact label={t('registrations.teamName')}>{r.teamName || none}</Fact>
            <Fact label={t('registrations.teamMembers')}>
              {r.teamMembers.length === 0 ? (
                none
              ) : (
                <ul className="grid gap-1">
                  {r.teamMembers.map((m, i) => (
                    <li key={i} className="break-words">
                      {m.name} · {m.email} · {m.phone}
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </>
        )}
      </dl>
      <RegistrationAnswers questions={questions} registration={r} />
      <p className="text-xs opacity-70">{t('registrations.registered', { date: formatDate(r.registeredAt, t('dateTimeFormat')) })}</p>
      {r.status === 'pending' && <RegistrationStatusButtons id={r.id} name={r.name} />}
    </li>
  );
}
