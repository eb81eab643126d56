import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { selectRsvpEvents } from '../events.store';
import { EventAction } from './event-action';
import { EventCard } from './event-card';
import { EventTabList } from './event-tab-list';

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
  return (
    <EventTabList
      list={list}
      events={selectRsvpEvents(list.items)}
      kind="rsvp"
      card={(event) => (
        <EventCard
          key={event.id}
          event={event}
          variant="rsvp"
          action={
            <EventAction event={event} rsvped={rsvpedIds?.has(event.id)} queued={queuedIds?.has(event.id)} pending={pendingId === event.id} onRsvp={onRsvp} />
          }
        />
      )}
    />
  );
}
