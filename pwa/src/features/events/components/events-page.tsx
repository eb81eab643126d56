import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AnonymousTickets } from '@/components/tickets';
import { useEvents } from '../events.store';
import { RegistrationEventsTab, type RegistrationTabProps } from './registration-events-tab';
import { RsvpEventsTab, type RsvpTabProps } from './rsvp-events-tab';

export type EventsTab = 'registration' | 'rsvp';

export type EventsPageProps = Pick<RegistrationTabProps, 'renderRegistrationForm' | 'registrations'> &
  Pick<RsvpTabProps, 'onRsvp' | 'pendingId' | 'rsvpedIds' | 'queuedIds'> & {
    /** The tab open at first (e.g. RSVP Events when coming back from logging in to RSVP). */
    initialTab?: EventsTab;
  };

/** /events: 'Events & Programs' with the Registration Events and RSVP Events tabs. */
export function EventsPage({ renderRegistrationForm, registrations, onRsvp, pendingId, rsvpedIds, queuedIds, initialTab = 'registration' }: EventsPageProps) {
  const { t } = useTranslation('events');
  const list = useEvents();
  const [tab, setTab] = useState<EventsTab>(initialTab);
  const id = useId();
  const tabs: EventsTab[] = ['registration', 'rsvp'];
  // The tabs pattern: one Tab stop for the list; arrows, Home and End move between the tabs.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const name = tabs[(next + tabs.length) % tabs.length];
    setTab(name);
    document.getElementById(`${id}-${name}-tab`)?.focus();
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid="events-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto mb-6 max-w-md empty:hidden">
        <AnonymousTickets />
      </div>
      <div role="tablist" aria-label={t('tabs.label')} className="tabs tabs-box mb-6 justify-center" onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={`tab ${tab === name ? 'tab-active' : 'text-base-content/75'}`}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'registration' ? (
          <RegistrationEventsTab list={list} renderRegistrationForm={renderRegistrationForm} registrations={registrations} />
        ) : (
          <RsvpEventsTab list={list} onRsvp={onRsvp} pendingId={pendingId} rsvpedIds={rsvpedIds} queuedIds={queuedIds} />
        )}
      </div>
    </section>
  );
}
