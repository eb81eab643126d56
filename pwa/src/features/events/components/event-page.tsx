import { useTranslation } from 'react-i18next';
import { PageMessage } from '@/components/ui/page-message';
import { parseEventId, useEvent } from '../events.store';
import { EventDetail, type EventActions } from './event-detail';
import { EventNotFound } from './event-not-found';

/**
 * /events/:id: one event from the events mirror (so an event seen in the list opens offline),
 * else from the server; 'Event not found' with a way back to /events when there is none.
 */
export function EventPage({ id, ...actions }: { id: string | undefined } & EventActions) {
  const { t } = useTranslation('events');
  const lookup = useEvent(parseEventId(id));
  if (lookup.state === 'loading') return <PageMessage kind="loading" holdScreen title={t('detail.loading')} />;
  if (lookup.state === 'found') return <EventDetail event={lookup.event} {...actions} />;
  return <EventNotFound reason={lookup.state} />;
}
