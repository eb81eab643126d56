import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { EventCard } from './event-card';
import { EventListState } from './event-list-state';

export interface RsvpTabProps {
  list: MirroredList<ClubEvent>;
  /** What RSVP does; `pendingId` is the event whose RSVP is being sent ('Confirming...'). */
  onRsvp?: (event: ClubEvent) => void;
  pendingId?: number | null;
  /** Events the signed-in user has RSVP'd to (shown as attending, no button). */
  rsvpedIds?: ReadonlySet<number>;
  /** RSVPs made offline, still waiting in the outbox. */
  queuedIds?: ReadonlySet<number>;
}

/** Events without registration, each with an RSVP button (or the user's RSVP state). */
export function RsvpEventsTab({ list, onRsvp, pendingId, rsvpedIds, queuedIds }: RsvpTabProps) {
  const { t } = useTranslation('events');
  const events = selectRsvpEvents(list.items);
  const state = list.isLoading ? 'loading' : list.error ? 'error' : events.length === 0 ? 'empty' : 'ready';
  const title =
    state === 'loading' ? t('loading') : state === 'error' ? t('error.title') : state === 'empty' ? t('empty.rsvpTitle') : undefined;
  const text = state === 'error' ? t('error.textRsvp') : state === 'empty' ? t('empty.rsvpText') : undefined;

  const action = (event: ClubEvent) => {
    const pending = pendingId === event.id;
    if (rsvpedIds?.has(event.id)) return <span className="badge badge-success badge-lg">{t('rsvp.attending')}</span>;
    // While it is being sent the write sits in the outbox too: 'Confirming...' wins over 'waiting'.
    if (!pending && queuedIds?.has(event.id)) return <span className="badge badge-warning badge-lg">{t('rsvp.queued')}</span>;
    return (
      <button type="button" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined} onClick={() => onRsvp?.(event)}>
        {pending ? t('rsvp.confirming') : t('card.rsvp')}
      </button>
    );
  };

  return (
    <EventListState state={state} title={title} text={text}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} variant="rsvp" action={action(event)} />
      ))}
    </EventListState>
  );
}
