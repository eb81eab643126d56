import { EventsPage } from '@/features/events/components/events-page';

/** /events (public-site.md §2 Events). */
export default function EventsRoute() {
  return <EventsPage />;
}
