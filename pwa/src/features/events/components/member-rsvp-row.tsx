import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { eventDay } from '../events.store';

/** One event in a compact list: title (to its page), date, time and place, and its RSVP action. */
export function MemberRsvpRow({ event, action }: { event: ClubEvent; action: ReactNode }) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  const date = formatDate(eventDay(event.date), t('card.dateFormat')) || event.date;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-box bg-base-100 p-3 shadow-sm" data-testid="member-rsvp-row">
      <div className="min-w-0">
        <Link to={`/events/${event.id}`} className="link link-hover font-medium break-words">
          {text(event, 'title')}
        </Link>
        <p className="text-sm opacity-75">
          <time dateTime={event.date}>{date}</time> · {formatTimeText(event.time)} · {text(event, 'location')}
        </p>
      </div>
      {action}
    </li>
  );
}
