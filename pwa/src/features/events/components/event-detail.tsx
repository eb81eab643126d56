import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isEventOpen, needsRegistration } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import { AddToCalendarLink } from '@/components/calendar/add-to-calendar-link';
import { ContactText } from '@/components/ui/contact-text';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useLocalized, useTextLang } from '@/lib/localized';
import { useEventMeta } from '../event-meta';
import { spotsLeft } from '../events.store';
import { EventAction } from './event-action';
import type { EventsPageProps } from './events-page';
import { EventFacts } from './event-facts';
import { EventShare } from './event-share';
import { RegisterDialog } from './register-dialog';

/** What the page can do about the event: the same as on /events. */
export type EventActions = Omit<EventsPageProps, 'initialTab'>;

/**
 * Everything about one event: picture, category, status, title, date, time, place, capacity and
 * spots left, its action (Register Now or RSVP, or where the user stands), sharing, the
 * description, eligibility, prizes and contact (phone numbers as tel: links).
 */
export function EventDetail({ event, renderRegistrationForm, registrations, onRsvp, pendingId, rsvpedIds, queuedIds }: { event: ClubEvent } & EventActions) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  const lang = useTextLang();
  const title = text(event, 'title');
  useEventMeta(event);
  // '?ticket=show': a toast's 'Show ticket' led here; the ticket opens once the registration is on the device.
  const [params] = useSearchParams();
  const [registering, setRegistering] = useState<ClubEvent | null>(null);
  const close = () => setRegistering(null);
  const section = (title: string, body: ReactNode) => (
    <section className="mt-6">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {body}
    </section>
  );

  return (
    <article className="mx-auto max-w-3xl px-4 pt-2 pb-8" data-testid="event-page" aria-labelledby="event-title">
      <Link to="/events" className="btn btn-ghost btn-sm mb-2 -ml-3">
        <span aria-hidden="true">← </span>
        {t('detail.backToEvents')}
      </Link>
      <ResponsiveImage src={event.imageUrl} alt="" width={1200} height={675} eager sizes="(min-width: 768px) 736px, 100vw" className="mb-6 rounded-box" />
      <header className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <span className="badge badge-primary">{t(`category.${event.category}`, { defaultValue: event.category })}</span>
          <span className="badge badge-outline" data-testid="event-status">
            <span className="sr-only">{t('detail.status')}: </span>
            {t(`status.${event.status}`)}
          </span>
          {event.urgency === 'urgent' && <span className="badge badge-error">{t('card.urgent')}</span>}
        </div>
        <h1 id="event-title" className="text-3xl font-bold md:text-4xl" lang={lang(event, 'title')}>
          {title}
        </h1>
        <EventFacts event={event} />
        {/* Registration and RSVP are for events still to come or under way. */}
        {isEventOpen(event) && (
          <div>
            <EventAction
              event={event}
              registration={registrations?.byEvent.get(event.id)}
              registrationWaiting={registrations?.waiting.has(event.id)}
              openTicket={params.get('ticket') === 'show'}
              full={needsRegistration(event) && spotsLeft(event) === 0}
              onRegister={setRegistering}
              rsvped={rsvpedIds?.has(event.id)}
              queued={queuedIds?.has(event.id)}
              pending={pendingId === event.id}
              onRsvp={onRsvp}
            />
          </div>
        )}
        <AddToCalendarLink eventId={event.id} title={title} className="btn btn-outline btn-sm min-h-11 justify-self-start" />
        <EventShare event={event} />
      </header>
      {section(
        t('detail.about'),
        <p className="whitespace-pre-line" lang={lang(event, 'description')}>
          {text(event, 'description')}
        </p>,
      )}
      {event.eligibility && section(t('detail.eligibility'), <p className="whitespace-pre-line">{event.eligibility}</p>)}
      {event.prizes && section(t('detail.prizes'), <p className="whitespace-pre-line">{event.prizes}</p>)}
      {event.contactInfo &&
        section(
          t('detail.contact'),
          <p>
            <ContactText text={event.contactInfo} />
          </p>,
        )}
      <RegisterDialog event={registering} onClose={close}>
        {registering && renderRegistrationForm?.(registering, close)}
      </RegisterDialog>
    </article>
  );
}
