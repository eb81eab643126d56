import type { Knex } from 'knex';
import { memberFormHasTeam, type EventRegistrationInput, type MemberEventRegistrationInput } from '../../../shared/schemas/registrations';
import { isPostgres } from '../db';
import { AppError, conflict, notFound } from '../lib/errors';
import { bool, readJson, writeJson } from '../lib/json-column';
import type { CustomQuestion } from '../../../shared/schemas/events';
import { recordRegistrationConfirmed } from '../points/points.service';
import { checkCustomAnswers } from './custom-answers';
import { registrationsRepo, type RegistrationRow } from './registrations.repo';

export type AnyRegistrationInput = ({ kind: 'public' } & EventRegistrationInput) | ({ kind: 'member' } & MemberEventRegistrationInput);

/** The text of each answered question as it reads now: kept with the answers (never rewritten later). */
const questionTexts = (questions: CustomQuestion[], answers: Record<string, unknown>) =>
  writeJson(Object.fromEntries(questions.filter((q) => q.id in answers).map((q) => [q.id, q.question])));

function columns(input: AnyRegistrationInput, teamEvent: boolean, customAnswers: Record<string, unknown>) {
  const team = teamEvent ? { team_name: input.teamName || null, team_members: writeJson(input.teamMembers ?? []) } : { team_name: null, team_members: '[]' };
  if (input.kind === 'member') {
    return {
      name: input.participantName,
      participant_name: input.participantName,
      email: input.email.toLowerCase(),
      phone: input.phone,
      institution: input.institution || null,
      grade: input.grade || null,
      experience: input.experience || null,
      motivation: input.motivation || null,
      additional_info: input.additionalInfo || null,
      custom_answers: writeJson(customAnswers),
      ...team,
    };
  }
  return {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    institution: input.institution || null,
    reason: input.reason,
    custom_answers: writeJson(customAnswers),
    ...team,
  };
}

/**
 * Registers for an event inside one transaction with the event row locked (PostgreSQL) or the
 * one SQLite connection held, so capacity is never overbooked. Rules: the event takes
 * registrations and is upcoming or ongoing; one active registration per e-mail; non-cancelled
 * registrations stay within maxParticipants; required custom questions answered.
 */
export async function registerForEvent(db: Knex, input: AnyRegistrationInput, userId: number | null): Promise<RegistrationRow> {
  return db.transaction(async (trx) => {
    const q = trx('events').where({ id: input.eventId }).first();
    const event = await (isPostgres(db) ? q.forUpdate() : q);
    if (!event) throw notFound('Event not found');
    if (!bool(event.registration_required)) throw conflict('This event does not take registrations. Please RSVP instead.');
    if (event.status !== 'upcoming' && event.status !== 'ongoing') throw conflict('Registration is closed for this event');

    const questions = readJson<CustomQuestion[]>(event.custom_questions, []);
    const { cleaned, fields } = checkCustomAnswers(questions, input.customAnswers ?? {});
    if (Object.keys(fields).length) throw new AppError(400, 'validation_failed', 'Please answer the required questions', fields);

    if (await registrationsRepo.activeByEmail(trx, event.id, input.email)) {
      throw new AppError(409, 'conflict', 'This email is already registered for this event', { email: 'Already registered for this event' });
    }
    if (event.max_participants != null && (await registrationsRepo.seatsTaken(trx, event.id)) >= Number(event.max_participants)) {
      throw conflict('This event is full');
    }
    const id = await registrationsRepo.insert(trx, {
      event_id: event.id,
      user_id: userId,
      ...columns(input, input.kind === 'member' ? memberFormHasTeam({ title: event.title, teamEvent: bool(event.team_event) }) : bool(event.team_event), cleaned),
      question_texts: questionTexts(questions, cleaned),
    });
    return (await registrationsRepo.find(trx, id))!;
  });
}

/**
 * pending -> confirmed or cancelled; a decided registration stays as it is (409). Confirming
 * gives the account that registered its points (points.service.ts) in the same transaction; a
 * concurrent second decision finds it decided, so points are given once.
 */
export async function decideRegistration(db: Knex, id: number, status: 'pending' | 'confirmed' | 'cancelled'): Promise<RegistrationRow> {
  return db.transaction(async (trx) => {
    const row = await registrationsRepo.find(trx, id);
    if (!row) throw notFound('Registration not found');
    if (row.status !== 'pending' || status === 'pending') throw conflict(`This registration is already ${row.status}`);
    if (!(await registrationsRepo.decidePending(trx, id, status))) throw conflict('This registration was already decided');
    if (status === 'confirmed') await recordRegistrationConfirmed(trx, id);
    return (await registrationsRepo.find(trx, id))!;
  });
}
