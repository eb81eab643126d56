import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@shared/schemas/registrations';
import { formatTimeText } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { eventDay } from './event-day';
import { RegistrationStatusBadge } from './registration-status-badge';

/** The first three upcoming events the user registered for, each with its status, and 'Browse Events'. */
export function UpcomingEvents({ rows }: { rows: readonly MyRegistration[] | null }) {
  const { t } = useTranslation('participant');
  const text = useLocalized();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card bg-base-100 shadow-sm" data-testid="participant-upcoming">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="card-title">
            {t('upcoming.title')}
          </h2>
          <Link to="/events" className="btn btn-outline btn-sm min-h-11">
            {t('upcoming.browse')}
          </Link>
        </div>
        {rows === null ? (
          <p role="status">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="opacity-70">{t('upcoming.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {rows.map((r) => (
              <li key={r.id} className="flex items-start justify-between gap-3 rounded-box border border-base-300 p-3" data-testid="participant-upcoming-row">
                <div className="min-w-0">
                  <p className="font-medium break-words">{text(r, 'eventTitle') ?? t('registrations.eventGone')}</p>
                  <p className="text-sm opacity-80">
                    {r.eventTime
                      ? t('upcoming.when', { date: eventDay(r.eventDate, t('dateFormat')), time: formatTimeText(r.eventTime) })
                      : eventDay(r.eventDate, t('dateFormat'))}
                  </p>
                  {r.eventLocation && <p className="text-sm break-words opacity-70">{text(r, 'eventLocation')}</p>}
                </div>
                <RegistrationStatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
