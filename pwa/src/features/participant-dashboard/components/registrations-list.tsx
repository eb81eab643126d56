import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@shared/schemas/registrations';
import { RegistrationTicket } from '@/components/tickets';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { formatDate } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { eventDay } from './event-day';
import { RegistrationStatusBadge } from './registration-status-badge';

function Empty() {
  const { t } = useTranslation('participant');
  return (
    <div className="grid justify-items-center gap-2 py-6 text-center" data-testid="participant-registrations-empty">
      <h3 className="text-lg font-semibold">{t('registrations.emptyTitle')}</h3>
      <p className="opacity-80">{t('registrations.emptyText')}</p>
      <Link to="/events" className="btn btn-primary btn-sm mt-2 min-h-11">
        {t('registrations.browse')}
      </Link>
    </div>
  );
}

/** Every registration of the user, newest first: cards on a phone, a table (event, date, status, registration date) from md up. */
export function RegistrationsList({ rows }: { rows: readonly MyRegistration[] | null }) {
  const { t } = useTranslation('participant');
  const text = useLocalized();
  const titleId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const pattern = t('dateFormat');
  // 'My tickets' in the header menu leads here (#my-tickets): shown once the list is read.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = rows !== null;
  useEffect(() => {
    if (loaded && hash === '#my-tickets') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const title = (r: MyRegistration) => text(r, 'eventTitle') ?? t('registrations.eventGone');

  let body;
  if (rows === null) body = <p role="status">{t('loading')}</p>;
  else if (rows.length === 0) body = <Empty />;
  else if (!wide)
    body = (
      <ul className="grid gap-2">
        {rows.map((r) => (
          <li key={r.id} className="grid gap-1 rounded-box border border-base-300 p-3" data-testid="participant-registration">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium break-words" data-testid="registration-event">
                {title(r)}
              </p>
              <RegistrationStatusBadge status={r.status} position={r.waitlistPosition} />
            </div>
            <p className="text-sm">
              <span className="sr-only">{t('registrations.date')}: </span>
              {eventDay(r.eventDate, pattern)}
            </p>
            <p className="text-xs opacity-70">{t('registrations.registeredAt', { date: formatDate(r.registeredAt, pattern) })}</p>
            <RegistrationTicket registration={r} />
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('registrations.event')}</th>
              <th scope="col">{t('registrations.date')}</th>
              <th scope="col">{t('registrations.status')}</th>
              <th scope="col">{t('registrations.registeredOn')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((r) => [
              <tr key={r.id} data-testid="participant-registration">
                <th scope="row" className="font-medium" data-testid="registration-event">
                  {title(r)}
                </th>
                <td className="whitespace-nowrap">{eventDay(r.eventDate, pattern)}</td>
                <td>
                  <RegistrationStatusBadge status={r.status} position={r.waitlistPosition} />
                </td>
                <td className="whitespace-nowrap">{formatDate(r.registeredAt, pattern)}</td>
              </tr>,
              r.status !== 'cancelled' && (
                <tr key={`${r.id}-ticket`} data-testid="participant-registration-ticket">
                  <td colSpan={4} className="pt-0">
                    <RegistrationTicket registration={r} />
                  </td>
                </tr>
              ),
            ])}
          </tbody>
        </table>
      </div>
    );

  return (
    <section
      ref={section}
      id="my-tickets"
      aria-labelledby={titleId}
      className="card scroll-mt-20 bg-base-100 shadow-sm"
      data-testid="participant-registrations"
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={titleId} className="card-title">
          {t('registrations.title')}
        </h2>
        {body}
      </div>
    </section>
  );
}
