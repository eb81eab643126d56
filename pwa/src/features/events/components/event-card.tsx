import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { AddToCalendarLink } from '@/components/calendar/add-to-calendar-link';
import { ContactText } from '@/components/ui/contact-text';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { useLocalized, useTextLang } from '@/lib/localized';
import { eventDay } from '../events.store';

interface EventCardProps {
  event: ClubEvent;
  /** Registration cards show the description and the Urgent badge; RSVP cards are shorter. */
  variant: 'registration' | 'rsvp';
  /** The card's button (Register Now, RSVP). */
  action: ReactNode;
}

/** One event: category, title, date, time, place, limits and contact, and its action. */
export function EventCard({ event, variant, action }: EventCardProps) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  const lang = useTextLang();
  const title = text(event, 'title');
  const date = formatDate(eventDay(event.date), t('card.dateFormat')) || event.date;
  const row = (label: string, value: string, valueLang?: string, testId?: string) => (
    <div className="flex gap-2">
      <dt className="font-medium">{label}:</dt>
      <dd lang={valueLang} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="event-card">
      <div className="card-body gap-3">
        <div className="flex flex-wrap gap-2">
          <span className="badge badge-primary">{t(`category.${event.category}`, { defaultValue: event.category })}</span>
          {variant === 'registration' && event.urgency === 'urgent' && <span className="badge badge-error">{t('card.urgent')}</span>}
        </div>
        <h2 className="card-title">
          {/* The event's own page: everything about it, and a link to share. */}
          <Link to={`/events/${event.id}`} className="link link-hover" lang={lang(event, 'title')}>
            {title}
          </Link>
        </h2>
        {variant === 'registration' && (
          <p className="opacity-80" lang={lang(event, 'description')}>
            {text(event, 'description')}
          </p>
        )}
        <dl className="grid gap-1 text-sm">
          {row(t('card.date'), date, undefined, 'event-date')}
          {row(t('card.time'), formatTimeText(event.time), undefined, 'event-time')}
          {row(t('card.location'), text(event, 'location'), lang(event, 'location'))}
        </dl>
        {event.maxParticipants != null && <p className="text-sm">{t('card.maxParticipants', { count: event.maxParticipants })}</p>}
        {event.contactInfo && (
          <p className="text-sm">
            <Trans t={t} i18nKey="card.contact" components={{ info: <ContactText text={event.contactInfo} /> }} />
          </p>
        )}
        <div className="card-actions mt-auto items-center justify-end">
          <AddToCalendarLink eventId={event.id} title={title} />
          {action}
        </div>
      </div>
    </article>
  );
}
