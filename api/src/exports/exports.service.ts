import type { Knex } from 'knex';
import type { CustomAnswer } from '../../../shared/custom-answers';
import type { CustomQuestion } from '../../../shared/schemas/events';
import type { TeamMember } from '../../../shared/schemas/registrations';
import { checkinsRepo } from '../checkins/checkins.repo';
import { contactRepo } from '../contact/contact.repo';
import { eventsRepo } from '../events/events.repo';
import { notFound } from '../lib/errors';
import { bool, readJson } from '../lib/json-column';
import { toIso } from '../lib/time';
import { splitAnswers } from '../registrations/registrations.present';
import { registrationsRepo } from '../registrations/registrations.repo';
import { usersRepo } from '../users/users.repo';
import type { CsvCell } from './csv';

/** A CSV file before it is written: its name, header and rows. */
export interface CsvExport {
  filename: string;
  header: string[];
  rows: CsvCell[][];
}

const today = () => new Date().toISOString().slice(0, 10);
const answerText = (a: CustomAnswer | undefined): string => (Array.isArray(a) ? a.join('; ') : (a ?? ''));

export async function usersExport(db: Knex): Promise<CsvExport> {
  const users = await usersRepo.list(db);
  return {
    filename: `users-${today()}.csv`,
    header: [
      'ID',
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Role',
      'Active',
      'Application status',
      'Age',
      'Address',
      'Motivation',
      'Applied at',
      'Approved at',
      'Last sign-in',
      'Created at',
    ],
    rows: users.map((u) => [
      u.id,
      u.email,
      u.first_name,
      u.last_name,
      u.phone,
      u.role,
      bool(u.is_active) ? 'yes' : 'no',
      u.application_status,
      u.age,
      u.address,
      u.motivation,
      toIso(u.applied_at),
      toIso(u.approved_at),
      toIso(u.last_sign_in_at),
      toIso(u.created_at),
    ]),
  };
}

/**
 * One event's registrations, oldest first: the form fields and the check-in time at the door
 * ('Checked in': the earliest scan not undone, empty when not checked in), then one column per custom question
 * (headed by its text; list answers joined with '; '), then answers to questions removed since
 * ('{text} (removed question)'), then the team members flattened up to the largest team.
 */
export async function registrationsExport(db: Knex, eventId: number): Promise<CsvExport> {
  const event = await eventsRepo.find(db, eventId);
  if (!event) throw notFound('Event not found');
  const questions = readJson<CustomQuestion[]>(event.custom_questions, []);
  const checkedIn = await checkinsRepo.checkedInAtOf(db, eventId);
  const registrations = (await registrationsRepo.list(db, eventId)).reverse().map((r) => ({
    row: r,
    answers: splitAnswers(r, questions),
    team: readJson<TeamMember[]>(r.team_members, []),
  }));

  const removed = new Map<string, string>();
  for (const { answers } of registrations)
    for (const o of answers.orphans) if (!removed.has(o.questionId) || o.question) removed.set(o.questionId, o.question ?? o.questionId);
  const teamSize = Math.max(0, ...registrations.map((r) => r.team.length));
  const teamHeader = Array.from({ length: teamSize }, (_, i) => [
    `Team member ${i + 1} name`,
    `Team member ${i + 1} email`,
    `Team member ${i + 1} phone`,
  ]).flat();

  return {
    filename: `event-${eventId}-registrations-${today()}.csv`,
    header: [
      'Name',
      'Email',
      'Phone',
      'Institution',
      'Reason',
      'Team name',
      'Status',
      'Registered at',
      'Checked in',
      ...questions.map((q) => q.question),
      ...[...removed.values()].map((text) => `${text} (removed question)`),
      ...teamHeader,
    ],
    rows: registrations.map(({ row: r, answers, team }) => {
      const orphan = new Map(answers.orphans.map((o) => [o.questionId, o.answer]));
      const members = Array.from({ length: teamSize }, (_, i) => [team[i]?.name, team[i]?.email, team[i]?.phone]).flat();
      return [
        r.name,
        r.email,
        r.phone,
        r.institution,
        r.reason,
        r.team_name,
        r.status,
        toIso(r.registered_at),
        checkedIn.get(Number(r.id)) ?? '',
        ...questions.map((q) => answerText(answers.current[q.id])),
        ...[...removed.keys()].map((id) => answerText(orphan.get(id))),
        ...members,
      ];
    }),
  };
}

export async function contactMessagesExport(db: Knex): Promise<CsvExport> {
  const messages = await contactRepo.list(db);
  return {
    filename: `contact-messages-${today()}.csv`,
    header: ['ID', 'Received at', 'Name', 'Email', 'Subject', 'Message', 'Read'],
    rows: messages.map((m) => [m.id, toIso(m.created_at), m.name, m.email, m.subject, m.message, m.read_at ? 'yes' : 'no']),
  };
}
