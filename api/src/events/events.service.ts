import type { Knex } from 'knex';
import type { CustomQuestion, EventInput } from '../../../shared/schemas/events';
import { notFound } from '../lib/errors';
import { readJson } from '../lib/json-column';
import type { Notifier } from '../notifications/notifier';
import { forgetEvent, rescheduleReminders } from '../notifications/reminders';
import { attendeesOf, newsworthy } from './attendees';
import { withQuestionIds } from './event-questions';
import { eventChanged, eventCancelled } from './events.notifications';
import { type EventRecord, eventsRepo } from './events.repo';
import { lockEvent, promoteWaitlist } from '../registrations/waitlist.service';

export async function createEvent(db: Knex, input: EventInput, createdBy: number): Promise<number> {
  return eventsRepo.insert(db, { ...input, customQuestions: withQuestionIds(input.customQuestions) }, createdBy);
}

/** The fields people are told about when they change. */
const NEWS_FIELDS = ['date', 'time', 'location'] as const;
/** The fields a reminder is computed from or says. */
const REMINDER_FIELDS = [...NEWS_FIELDS, 'status', 'title', 'title_bn', 'location_bn'] as const;

const changed = (before: EventRecord, after: EventRecord, fields: readonly (keyof EventRecord)[]) => fields.some((f) => before[f] !== after[f]);

/**
 * What an edit tells the people coming (attendees.ts): that it is cancelled, or its new date, time
 * or place; and their reminders follow the event's start and text (none once it is cancelled).
 */
async function tellAboutEdit(trx: Knex, notifier: Notifier, before: EventRecord, after: EventRecord): Promise<void> {
  const cancelled = after.status === 'cancelled' && newsworthy(before);
  const moved = !cancelled && changed(before, after, NEWS_FIELDS) && newsworthy(after);
  const remind = changed(before, after, REMINDER_FIELDS);
  if (!cancelled && !moved && !remind) return;
  const attendees = await attendeesOf(trx, after.id);
  for (const attendee of attendees) {
    if (cancelled) await notifier.notify(trx, eventCancelled(before, attendee, false));
    if (moved) await notifier.notify(trx, eventChanged(after, attendee));
  }
  if (remind) await rescheduleReminders(trx, notifier, after, attendees);
}

/**
 * Saves an edit; question ids stay stable (event-questions.ts) and stored answers are never
 * touched. In one transaction with the event row locked: when the edit frees seats (maxParticipants
 * raised or cleared), the first on the waitlist take them; the people coming are told of a new
 * date, time or place, or of the cancellation, and their reminders move with it.
 */
export async function updateEvent(db: Knex, notifier: Notifier, id: number, input: EventInput): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await lockEvent(trx, id);
    if (!before) throw notFound('Event not found');
    const current = readJson<CustomQuestion[]>(before.custom_questions, []);
    await eventsRepo.update(trx, id, { ...input, customQuestions: withQuestionIds(input.customQuestions, current) });
    const after = (await lockEvent(trx, id))!;
    await promoteWaitlist(trx, after, notifier);
    await tellAboutEdit(trx, notifier, before, after);
  });
}

/**
 * Deletes an event (its registrations and RSVPs go with it): the people coming are told it is
 * cancelled, in the same transaction, and its unsent reminders are deleted. False: no such event.
 */
export async function removeEvent(db: Knex, notifier: Notifier, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const event = await lockEvent(trx, id);
    if (!event) return false;
    if (newsworthy(event)) for (const attendee of await attendeesOf(trx, id)) await notifier.notify(trx, eventCancelled(event, attendee, true));
    await forgetEvent(trx, id);
    return (await eventsRepo.remove(trx, id)) > 0;
  });
}
