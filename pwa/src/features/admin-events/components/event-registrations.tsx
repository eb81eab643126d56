import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { registrationsApi } from '@shared/api/registrations';
import { LoadFailed } from '@/components/admin/load-failed';
import { StaleNote } from '@/components/admin/stale-note';
import { useAdminQuery } from '@/lib/admin-query';
import { useOnline } from '@/lib/use-online';
import { registrationsCsvUrl } from '../api/registrations-csv-url';
import { EventWaitlist } from './event-waitlist';
import { RegistrationDetails } from './registration-details';

/** Every registration of one event in full, and its CSV export. */
export function EventRegistrations({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('admin-events');
  const { t: ta } = useTranslation('admin');
  const online = useOnline();
  const query = useAdminQuery(registrationsApi.list, { query: { eventId: event.id } });
  const list = query.data;
  const offline = ta('offline.needsConnection');

  return (
    <div className="mt-3 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm opacity-80">{list ? t('registrations.count', { count: list.length }) : ''}</p>
        {online ? (
          <a className="btn btn-outline btn-sm min-h-11" href={registrationsCsvUrl(event.id)} download>
            {t('registrations.exportCsv')}
          </a>
        ) : (
          <button type="button" className="btn btn-outline btn-sm min-h-11" disabled title={offline} aria-description={offline}>
            {t('registrations.exportCsv')}
          </button>
        )}
      </div>
      <StaleNote loadedAt={query.loadedAt} stale={query.stale} />
      <EventWaitlist eventId={event.id} />
      {list ? (
        list.length === 0 ? (
          <p className="opacity-70">{t('registrations.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {list.map((r) => (
              <RegistrationDetails key={r.id} registration={r} questions={event.customQuestions} />
            ))}
          </ul>
        )
      ) : query.isLoading ? (
        <p role="status">{ta('loading')}</p>
      ) : (
        <LoadFailed query={query} />
      )}
    </div>
  );
}
