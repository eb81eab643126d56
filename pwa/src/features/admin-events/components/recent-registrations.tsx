import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { StatusBadge } from '@/components/admin/status-badge';
import { formatDate } from '@/lib/i18n';
import { EmailConfirmedBadge } from './email-confirmed-badge';

export const RECENT_REGISTRATIONS = 10;

/** The 10 newest registrations (the server lists newest first): who (and whether the e-mail is confirmed), which event (or 'Event Not Found'), status, when. */
export function RecentRegistrations({ registrations, events }: { registrations: AdminRegistration[]; events: ClubEvent[] }) {
  const { t } = useTranslation('admin-events');
  const titles = new Map(events.map((e) => [e.id, e.title]));
  const recent = registrations.slice(0, RECENT_REGISTRATIONS);
  if (recent.length === 0) return <p className="opacity-70">{t('recent.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {recent.map((r) => (
        <li key={r.id} className="grid gap-1 border-b border-base-200 pb-3 last:border-0 last:pb-0" data-testid="recent-registration">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{r.name}</span>
            <StatusBadge status={r.status} />
          </div>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="break-all opacity-80">{r.email}</span>
            <EmailConfirmedBadge confirmed={r.emailConfirmed} />
          </p>
          <p className="text-sm">{titles.get(r.eventId) ?? t('recent.eventNotFound')}</p>
          <p className="text-xs opacity-70">{t('recent.registered', { date: formatDate(r.registeredAt, t('dateFormat')) })}</p>
        </li>
      ))}
    </ul>
  );
}
