import type { NewNotification } from '../notifications/notifications.repo';
import { eventFacts, type MailEvent } from '../registrations/registrations.mail';
import type { Attendee } from './attendees';
import type { EventRecord } from './events.repo';

/**
 * What the people coming to an event (attendees.ts) are told when its date, time or place
 * changes, or when it is cancelled (its status set to cancelled, or the event deleted).
 */

/** A new date, time or place; the edit's time is its version, so each edit is news once. */
export function eventChanged(event: MailEvent & Pick<EventRecord, 'updated_at'>, attendee: Attendee): NewNotification {
  const en = eventFacts(event, 'en');
  const bn = eventFacts(event, 'bn');
  return {
    kind: 'event.changed',
    to: attendee.to,
    dedupeKey: `event.changed:${event.id}:${attendee.key}:${event.updated_at}`,
    url: `/events/${event.id}`,
    texts: {
      en: { title: `Event changed: ${en.title}`, body: `Now: ${en.when}, ${en.where}.` },
      bn: { title: `ইভেন্টে পরিবর্তন: ${bn.title}`, body: `এখন: ${bn.when}, ${bn.where}।` },
    },
  };
}

/** Cancelled (said once per person and event); a deleted event has no page left, so it opens the list. */
export function eventCancelled(event: MailEvent, attendee: Attendee, deleted: boolean): NewNotification {
  const en = eventFacts(event, 'en');
  const bn = eventFacts(event, 'bn');
  return {
    kind: 'event.cancelled',
    to: attendee.to,
    dedupeKey: `event.cancelled:${event.id}:${attendee.key}`,
    url: deleted ? '/events' : `/events/${event.id}`,
    texts: {
      en: { title: `Event cancelled: ${en.title}`, body: `It will not take place (${en.when}, ${en.where}).` },
      bn: { title: `ইভেন্ট বাতিল: ${bn.title}`, body: `ইভেন্টটি (${bn.when}, ${bn.where}) আর অনুষ্ঠিত হবে না।` },
    },
  };
}
