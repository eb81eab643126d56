import { useParams } from 'react-router-dom';
import { loginPathFor } from '@/features/auth/login-redirect';
import { EventPage } from '@/features/events/components/event-page';
import { useMyEvents } from '@/features/events/my-events.store';
import { useRsvp } from '@/features/events/use-rsvp';
import { useAuth } from '@/lib/auth';
import { LazyRegistrationForm } from '../lazy-registration-form';

/** /events/:id: one event, with the same registration form and RSVP as /events; 'Log in' comes back here. */
export default function EventDetailRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  const mine = useMyEvents(user?.id ?? null);
  const rsvp = useRsvp({ loginHref: loginPathFor(`/events/${id ?? ''}`) });
  return (
    <EventPage
      key={id}
      id={id}
      renderRegistrationForm={(event, close) => <LazyRegistrationForm key={event.id} event={event} onClose={close} />}
      registeredIds={mine.registered}
      onRsvp={rsvp.send}
      pendingId={rsvp.pendingId}
      rsvpedIds={mine.rsvped}
      queuedIds={mine.rsvpQueued}
    />
  );
}
