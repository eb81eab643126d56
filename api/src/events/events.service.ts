import type { Knex } from 'knex';
import type { CustomQuestion, EventInput } from '../../../shared/schemas/events';
import { notFound } from '../lib/errors';
import { readJson } from '../lib/json-column';
import { withQuestionIds } from './event-questions';
import { eventsRepo } from './events.repo';

export async function createEvent(db: Knex, input: EventInput, createdBy: number): Promise<number> {
  return eventsRepo.insert(db, { ...input, customQuestions: withQuestionIds(input.customQuestions) }, createdBy);
}

/** Saves an edit; question ids stay stable (event-questions.ts) and stored answers are never touched. */
export async function updateEvent(db: Knex, id: number, input: EventInput): Promise<void> {
  const row = await eventsRepo.find(db, id);
  if (!row) throw notFound('Event not found');
  const current = readJson<CustomQuestion[]>(row.custom_questions, []);
  await eventsRepo.update(db, id, { ...input, customQuestions: withQuestionIds(input.customQuestions, current) });
}
