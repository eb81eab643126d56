import { EventRegistrationForm } from '@/features/events/components/event-registration-form';
import { EventsPage } from '@/features/events/components/events-page';
import { useMyEvents } from '@/features/events/my-events.store';
import { useRsvp } from '@/features/events/use-rsvp';
import { useAuth } from '@/lib/auth';

/** /events (public-site.md §2 Events): the page with its registration form and RSVP action. */
export default function EventsRoute() {
  const { user } = useAuth();
  const mine = useMyEvents(user?.id ?? null);
  const rsvp = useRsvp();
  return (
    <EventsPage
      renderRegistrationForm={(event, close) => <EventRegistrationForm key={event.id} event={event} onClose={close} />}
      registeredIds={mine.registered}
      onRsvp={rsvp.send}
      pendingId={rsvp.pendingId}
      rsvpedIds={mine.rsvped}
      queuedIds={mine.rsvpQueued}
    />
  );
}
