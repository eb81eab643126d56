import type { Knex } from 'knex';
import type { Language } from '../../../shared/languages';
import { isEventOpen } from '../../../shared/policies/events';
import { DHAKA_OFFSET_MINUTES, eventTimes } from '../calendar/event-times';
import type { Attendee } from '../events/attendees';
import type { EventRecord } from '../events/events.repo';
import { eventFacts, type MailEvent } from '../registrations/registrations.mail';
import { ticketPath } from '../registrations/tickets';
import type { NewNotification } from './notifications.repo';
import type { Notifier } from './notifier';
import { remindersRepo } from './reminders.repo';

/**
 * Reminders: 24 hours and 2 hours before an event starts (its own date and time, Asia/Dhaka), to
 * everyone registered (pending or confirmed) or RSVP'd. They are notification rows due later,
 * written when a person joins (only those still ahead), deleted while unsent when they leave, and
 * written again when the event's date, time, place or title changes. The dedupe key holds the
 * event, the person and the start, so a reminder for a new start is a new row.
 */

const HOUR_MS = 3_600_000;
const BEFORE_MS = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS } as const;
export type ReminderWhich = keyof typeof BEFORE_MS;
/** A time that cannot be read ('TBA') has no start to count back from: one reminder, at 09:00 in Dhaka the day before. */
const UNKNOWN_TIME_REMINDER_AT = 9 * 60;

export interface ReminderSlot {
  which: ReminderWhich;
  /** When it is due (ISO). */
  dueAt: string;
  /** The start it counts back from: the instant (ISO), or the day when the time cannot be read. */
  start: string;
}

/** The reminders of an event still ahead of `now`: an event joined 5 hours before gets only the 2-hour one, 1 hour before none. */
export function reminderTimes(date: string, time: string, now = Date.now()): ReminderSlot[] {
  const times = eventTimes(date, time);
  if (!times) return [];
  const start = times.start.getTime();
  // An all-day start is midnight UTC of the day; 09:00 in Dhaka the day before is 3 hours after the midnight before it.
  const due: Array<[ReminderWhich, number]> = times.allDay
    ? [['24h', start - 24 * HOUR_MS + (UNKNOWN_TIME_REMINDER_AT - DHAKA_OFFSET_MINUTES) * 60_000]]
    : [
        ['24h', start - BEFORE_MS['24h']],
        ['2h', start - BEFORE_MS['2h']],
      ];
  const startKey = times.allDay ? date : times.start.toISOString();
  return due.filter(([, at]) => at > now).map(([which, at]) => ({ which, dueAt: new Date(at).toISOString(), start: startKey }));
}

const HEADINGS: Record<ReminderWhich, Record<Language, (title: string) => string>> = {
  '24h': { en: (title) => `Tomorrow: ${title}`, bn: (title) => `আগামীকাল: ${title}` },
  '2h': { en: (title) => `In 2 hours: ${title}`, bn: (title) => `২ ঘণ্টা পর: ${title}` },
};
/** After when and where: the sentence's end, and a word of welcome. */
const CLOSING: Record<Language, string> = { en: '. See you there!', bn: '। দেখা হবে!' };

type RemindedEvent = MailEvent & Pick<EventRecord, 'status'>;

/** The start of the dedupe keys of an event's reminders, or of one person's. */
const keyPrefix = (eventId: number, attendee?: Attendee) => `event.reminder:${eventId}:${attendee ? `${attendee.key}:` : ''}`;

/** One reminder: a visitor's opens their ticket (shown at the door), an account's the event. */
export function eventReminder(event: MailEvent, attendee: Attendee, slot: ReminderSlot): NewNotification {
  const text = (language: Language) => {
    const { title, when, where } = eventFacts(event, language);
    return { title: HEADINGS[slot.which][language](title), body: `${when}, ${where}${CLOSING[language]}` };
  };
  return {
    kind: 'event.reminder',
    to: attendee.to,
    dedupeKey: `${keyPrefix(event.id, attendee)}${slot.start}:${slot.which}`,
    texts: { en: text('en'), bn: text('bn') },
    url: attendee.ticketCode ? ticketPath(attendee.ticketCode) : `/events/${event.id}`,
    dueAt: slot.dueAt,
  };
}

/** A person joined an open event: their reminders still ahead. */
export async function remindAttendee(trx: Knex, notifier: Notifier, event: RemindedEvent, attendee: Attendee): Promise<void> {
  if (!isEventOpen(event)) return;
  for (const slot of reminderTimes(event.date, event.time)) await notifier.notify(trx, eventReminder(event, attendee, slot));
}

/** A person left: their reminders not sent yet are deleted. */
export const forgetAttendee = (trx: Knex, eventId: number, attendee: Attendee): Promise<number> => remindersRepo.dropPending(trx, keyPrefix(eventId, attendee));

/** The event is deleted: its reminders not sent yet go with it. */
export const forgetEvent = (trx: Knex, eventId: number): Promise<number> => remindersRepo.dropPending(trx, keyPrefix(eventId));

/** The event changed: its unsent reminders are deleted and written again for its start and text now (none once it is cancelled). */
export async function rescheduleReminders(trx: Knex, notifier: Notifier, event: RemindedEvent, attendees: Attendee[]): Promise<void> {
  await remindersRepo.dropPending(trx, keyPrefix(event.id));
  for (const attendee of attendees) await remindAttendee(trx, notifier, event, attendee);
}
