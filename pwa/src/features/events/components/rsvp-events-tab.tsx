import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { EventCard } from './event-card';
import { EventListState } from './event-list-state';

export interface RsvpTabProps {
  list: MirroredList<ClubEvent>;
  /** What RSVP does (a later issue); `pendingId` is the event whose RSVP is being sent. */
  onRsvp?: (event: ClubEvent) => void;
  pendingId?: number | null;
}

/** Events without registration, each with an RSVP button. */
export function RsvpEventsTab({ list, onRsvp, pendingId }: RsvpTabProps) {
  const { t } = useTranslation('events');
  const events = selectRsvpEvents(list.items);
  const state = list.isLoading ? 'loading' : list.error ? 'error' : events.length === 0 ? 'empty' : 'ready';
  const title =
    state === 'loading' ? t('loading') : state === 'error' ? t('error.title') : state === 'empty' ? t('empty.rsvpTitle') : undefined;
  const text = state === 'error' ? t('error.textRsvp') : state === 'empty' ? t('empty.rsvpText') : undefined;

  return (
    <EventListState state={state} title={title} text={text}>
      {events.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          variant="rsvp"
          action={
            <button type="button" className="btn btn-secondary" disabled={pendingId === event.id} onClick={() => onRsvp?.(event)}>
              {t('card.rsvp')}
            </button>
          }
        />
      ))}
    </EventListState>
  );
}
