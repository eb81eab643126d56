import { useSearchParams } from 'react-router-dom';
import { EventsPage } from '@/features/events/components/events-page';
import { LazyRegistrationForm } from '../lazy-registration-form';
import { useEventActions } from '../use-event-actions';

/** Where 'Log in' in the 'Login required' toast comes back to: this page, RSVP tab open. */
const RSVP_TAB_PATH = '/events?tab=rsvp';

/** /events (public-site.md §2 Events): the page with its registration form and RSVP action; ?tab=rsvp opens the RSVP tab. */
export default function EventsRoute() {
  const [params] = useSearchParams();
  const actions = useEventActions(RSVP_TAB_PATH);
  return (
    <EventsPage
      initialTab={params.get('tab') === 'rsvp' ? 'rsvp' : 'registration'}
      renderRegistrationForm={(event, close) => <LazyRegistrationForm key={event.id} event={event} onClose={close} />}
      {...actions}
    />
  );
}
