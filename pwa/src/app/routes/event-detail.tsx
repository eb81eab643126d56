import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page';
import { LazyRegistrationForm } from '../lazy-registration-form';
import { useEventActions } from '../use-event-actions';

/** /events/:id: one event, with the same registration form and RSVP as /events; 'Log in' comes back here. */
export default function EventDetailRoute() {
  const { id } = useParams();
  const actions = useEventActions(`/events/${id ?? ''}`);
  return (
    <EventPage key={id} id={id} renderRegistrationForm={(event, close) => <LazyRegistrationForm key={event.id} event={event} onClose={close} />} {...actions} />
  );
}
