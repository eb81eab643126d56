import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MirroredList } from '@/lib/mirror';
import { EventListState } from './event-list-state';

/** What a tab of each kind says when the events could not be loaded, and when it has none. */
const TEXTS = {
  registration: { error: 'error.text', emptyTitle: 'empty.registrationTitle', emptyText: 'empty.registrationText' },
  rsvp: { error: 'error.textRsvp', emptyTitle: 'empty.rsvpTitle', emptyText: 'empty.rsvpText' },
};

interface EventTabListProps {
  /** The events mirror, for whether it is loading or failed. */
  list: MirroredList<ClubEvent>;
  /** The tab's events (e.g. those that take registrations). */
  events: readonly ClubEvent[];
  kind: keyof typeof TEXTS;
  /** An event's card (with its key). */
  card: (event: ClubEvent) => ReactNode;
}

/** An events tab's list: loading, its failure, its empty state, or the grid of cards. */
export function EventTabList({ list, events, kind, card }: EventTabListProps) {
  const { t } = useTranslation('events');
  const texts = TEXTS[kind];
  const state = list.isLoading ? 'loading' : list.error ? 'error' : events.length === 0 ? 'empty' : 'ready';
  const title = state === 'loading' ? t('loading') : state === 'error' ? t('error.title') : state === 'empty' ? t(texts.emptyTitle) : undefined;
  const text = state === 'error' ? t(texts.error) : state === 'empty' ? t(texts.emptyText) : undefined;
  return (
    <EventListState state={state} title={title} text={text} notOnPhone={t('notOnPhone')}>
      {events.map(card)}
    </EventListState>
  );
}
