import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { StatusBadge } from '@/components/admin/status-badge';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { eventWhen } from '../event-when';
import { EventRowActions, type EventActionHandlers } from './event-row-actions';
import { RegisteredCount } from './registered-count';

function Title({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('admin-events');
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{event.title}</span>
      {event.urgency === 'urgent' && <span className="badge badge-error badge-sm">{t('list.urgent')}</span>}
    </span>
  );
}

/** 'All Events': cards on a phone, a table from md up; each with its date and time, location, status, registrations and actions. */
export function AllEvents({ events, ...actions }: EventActionHandlers & { events: ClubEvent[] }) {
  const { t } = useTranslation('admin-events');
  const wide = useMediaQuery('(min-width: 768px)');
  const pattern = t('dateFormat');
  if (events.length === 0) return <p className="opacity-70">{t('list.empty')}</p>;

  if (!wide)
    return (
      <ul className="grid gap-3">
        {events.map((e) => (
          <li key={e.id} className="grid gap-2 rounded-box border border-base-300 p-3" data-testid="admin-event-row">
            <Title event={e} />
            <p className="text-sm">{eventWhen(e, pattern)}</p>
            <p className="text-sm opacity-80">{e.location}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={e.status} />
              <RegisteredCount event={e} />
            </p>
            <EventRowActions event={e} {...actions} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('list.event')}</th>
            <th scope="col">{t('list.dateTime')}</th>
            <th scope="col">{t('list.location')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.registrations')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id} data-testid="admin-event-row">
              <th scope="row" className="font-normal">
                <Title event={e} />
              </th>
              <td className="whitespace-nowrap">{eventWhen(e, pattern)}</td>
              <td>{e.location}</td>
              <td>
                <StatusBadge status={e.status} />
              </td>
              <td className="whitespace-nowrap">
                <RegisteredCount event={e} />
              </td>
              <td>
                <EventRowActions event={e} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
