import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { EventAction } from './event-action';
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
  const title = state === 'loading' ? t('loading') : state === 'error' ? t('error.title') : state === 'empty' ? t('empty.rsvpTitle') : undefined;
  const text = state === 'error' ? t('error.textRsvp') : state === 'empty' ? t('empty.rsvpText') : undefined;

  return (
    <EventListState state={state} title={title} text={text}>
      {events.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          variant="rsvp"
          action={
            <EventAction event={event} rsvped={rsvpedIds?.has(event.id)} queued={queuedIds?.has(event.id)} pending={pendingId === event.id} onRsvp={onRsvp} />
          }
        />
      ))}
    </EventListState>
  );
}
