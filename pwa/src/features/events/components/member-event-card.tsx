import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { ContactText } from '@/components/ui/contact-text';
import { formatDate, formatNumber, formatTimeText } from '@/lib/i18n';
import { useLocalized, useTextLang } from '@/lib/localized';
import { eventDay, spotsLeft } from '../events.store';

interface MemberEventCardProps {
  event: ClubEvent;
  /** The card's button (Register Now, RSVP...). */
  action: ReactNode;
  /** 'registered / max' and the spots left: for events that take registrations (RSVPs take no place). */
  capacity?: boolean;
  /** h3 directly in a tab, h4 under a section heading. */
  heading?: 'h3' | 'h4';
}

/**
 * One event of the member's Event Registration and RSVP views (signed-in-areas.md §2): category
 * badge, title, description, date, time, location, 'registered / max' with the spots left,
 * contact, and its button.
 */
export function MemberEventCard({ event, action, capacity = true, heading: Heading = 'h3' }: MemberEventCardProps) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  const lang = useTextLang();
  const date = formatDate(eventDay(event.date), t('card.dateFormat')) || event.date;
  const spots = spotsLeft(event);
  const registered = formatNumber(event.registeredCount);
  const row = (label: string, value: ReactNode, valueLang?: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium">{label}:</dt>
      <dd lang={valueLang}>{value}</dd>
    </div>
  );
  const places = (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span data-testid="capacity">
        {event.maxParticipants == null
          ? t('member.registeredOnly', { registered })
          : t('member.capacity', { registered, max: formatNumber(event.maxParticipants) })}
      </span>
      {spots !== null && spots > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <span data-testid="spots-left" className="font-semibold">
            {t('detail.spotsLeft', { count: spots, formatted: formatNumber(spots) })}
          </span>
        </>
      )}
    </span>
  );
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="member-event-card">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap gap-2">
          <span className="badge badge-primary">{t(`category.${event.category}`, { defaultValue: event.category })}</span>
          {event.urgency === 'urgent' && <span className="badge badge-error">{t('card.urgent')}</span>}
        </div>
        <Heading className="card-title break-words">
          <Link to={`/events/${event.id}`} className="link link-hover" lang={lang(event, 'title')}>
            {text(event, 'title')}
          </Link>
        </Heading>
        <p className="break-words opacity-80" lang={lang(event, 'description')}>
          {text(event, 'description')}
        </p>
        <dl className="grid gap-1 text-sm">
          {row(t('card.date'), <time dateTime={event.date}>{date}</time>)}
          {row(t('card.time'), formatTimeText(event.time))}
          {row(t('card.location'), text(event, 'location'), lang(event, 'location'))}
          {capacity && row(t('member.participants'), places)}
        </dl>
        {event.contactInfo && (
          <p className="text-sm break-words">
            <Trans t={t} i18nKey="card.contact" components={{ info: <ContactText text={event.contactInfo} /> }} />
          </p>
        )}
        <div className="card-actions mt-auto items-center justify-end">{action}</div>
      </div>
    </article>
  );
}
