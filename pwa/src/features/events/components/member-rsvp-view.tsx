import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { useMemberRsvp } from '../use-member-rsvp';
import { EventListState } from './event-list-state';
import { MemberEventCard } from './member-event-card';
import { MemberRsvpAction } from './member-rsvp-action';
import { MemberRsvpRow } from './member-rsvp-row';

const byDate = (a: ClubEvent, b: ClubEvent) => a.date.localeCompare(b.date) || a.id - b.id;

/**
 * The member dashboard's RSVP Events view: what the member has RSVP'd to (with Cancel RSVP),
 * then the upcoming and ongoing events that take RSVPs, each with RSVP or Cancel RSVP. Works
 * offline: an RSVP or a cancel waits in the outbox and says so. `list` is the events mirror.
 */
export function MemberRsvpView({ list }: { list: MirroredList<ClubEvent> }) {
  const { t } = useTranslation('events');
  const state = useMemberRsvp();
  const { mine } = state;
  const events = [...selectRsvpEvents(list.items)].sort(byDate);
  const yours = list.items.filter((e) => mine.rsvped.has(e.id) || mine.rsvpQueued.has(e.id)).sort(byDate);
  const listState = list.isLoading ? 'loading' : list.error ? 'error' : events.length === 0 ? 'empty' : 'ready';
  const title = listState === 'loading' ? t('loading') : listState === 'error' ? t('error.title') : listState === 'empty' ? t('empty.rsvpTitle') : undefined;
  const text = listState === 'error' ? t('error.textRsvp') : listState === 'empty' ? t('empty.rsvpText') : undefined;

  return (
    <div className="grid gap-8" data-testid="member-rsvp-view">
      <section aria-labelledby="member-rsvps-yours" data-testid="member-rsvps-yours">
        <h3 id="member-rsvps-yours" className="mb-3 text-lg font-semibold">
          {t('member.rsvp.yoursTitle')}
        </h3>
        {mine.rsvpsNeverLoaded && yours.length === 0 ? (
          <NotOnPhoneYet text={t('member.rsvp.notOnPhone')} testId="member-rsvps-not-on-phone" />
        ) : yours.length === 0 ? (
          <p className="opacity-75">{list.isLoading ? t('loading') : t('member.rsvp.yoursEmpty')}</p>
        ) : (
          <ul className="grid gap-2">
            {yours.map((event) => (
              <MemberRsvpRow key={event.id} event={event} action={<MemberRsvpAction event={event} state={state} />} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-rsvps-upcoming">
        <h3 id="member-rsvps-upcoming" className="mb-3 text-lg font-semibold">
          {t('member.rsvp.upcomingTitle')}
        </h3>
        <EventListState state={listState} title={title} text={text} notOnPhone={t('notOnPhone')}>
          {events.map((event) => (
            <MemberEventCard key={event.id} event={event} capacity={false} heading="h4" action={<MemberRsvpAction event={event} state={state} />} />
          ))}
        </EventListState>
      </section>
    </div>
  );
}
