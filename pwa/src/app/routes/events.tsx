import { useSearchParams } from 'react-router-dom';
import { loginPathFor } from '@/features/auth/login-redirect';
import { EventsPage } from '@/features/events/components/events-page';
import { useMyEvents } from '@/features/events/my-events.store';
import { useRsvp } from '@/features/events/use-rsvp';
import { useAuth } from '@/lib/auth';
import { LazyRegistrationForm } from '../lazy-registration-form';

/** Where 'Log in' in the 'Login required' toast comes back to: this page, RSVP tab open. */
const RSVP_TAB_PATH = '/events?tab=rsvp';

/** /events (public-site.md §2 Events): the page with its registration form and RSVP action; ?tab=rsvp opens the RSVP tab. */
export default function EventsRoute() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const mine = useMyEvents(user?.id ?? null);
  const rsvp = useRsvp({ loginHref: loginPathFor(RSVP_TAB_PATH) });
  return (
    <EventsPage
      initialTab={params.get('tab') === 'rsvp' ? 'rsvp' : 'registration'}
      renderRegistrationForm={(event, close) => <LazyRegistrationForm key={event.id} event={event} onClose={close} />}
      registeredIds={mine.registered}
      onRsvp={rsvp.send}
      pendingId={rsvp.pendingId}
      rsvpedIds={mine.rsvped}
      queuedIds={mine.rsvpQueued}
    />
  );
}
