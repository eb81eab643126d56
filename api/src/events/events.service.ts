import type { Knex } from 'knex';
import type { CustomQuestion, EventInput } from '../../../shared/schemas/events';
import { notFound } from '../lib/errors';
import { readJson } from '../lib/json-column';
import { withQuestionIds } from './event-questions';
import { eventsRepo } from './events.repo';
import { lockEvent, promoteWaitlist } from '../registrations/waitlist.service';

export async function createEvent(db: Knex, input: EventInput, createdBy: number): Promise<number> {
  return eventsRepo.insert(db, { ...input, customQuestions: withQuestionIds(input.customQuestions) }, createdBy);
}

/**
 * Saves an edit; question ids stay stable (event-questions.ts) and stored answers are never
 * touched. In one transaction with the event row locked: when the edit frees seats (maxParticipants
 * raised or cleared), the first on the waitlist take them.
 */
export async function updateEvent(db: Knex, id: number, input: EventInput): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await lockEvent(trx, id);
    if (!row) throw notFound('Event not found');
    const current = readJson<CustomQuestion[]>(row.custom_questions, []);
    await eventsRepo.update(trx, id, { ...input, customQuestions: withQuestionIds(input.customQuestions, current) });
    await promoteWaitlist(trx, (await lockEvent(trx, id))!);
  });
}
