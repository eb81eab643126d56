import type { Knex } from 'knex';
import type { CustomQuestion, EventInput } from '../../../shared/schemas/events';
import { writeJson } from '../lib/json-column';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

export type EventRow = Record<string, any> & { id: number; max_participants: number | null; registered_count?: number };
/** An event's fields as stored: every question has its id (events.service.ts gives them). */
export type EventFields = Omit<EventInput, 'customQuestions'> & { customQuestions: CustomQuestion[] };

/** Seats taken: pending and confirmed registrations (cancelled and waitlisted ones take none). */
const takenSeats = (db: Knex) =>
  db('event_registrations').select('event_id').count({ registered_count: '*' }).whereIn('status', ['pending', 'confirmed']).groupBy('event_id').as('r');

function toColumns(input: Partial<EventFields>) {
  const c: Record<string, unknown> = {
    title: input.title,
    description: input.description,
    date: input.date,
    time: input.time,
    location: input.location,
    title_bn: input.titleBn,
    description_bn: input.descriptionBn,
    location_bn: input.locationBn,
    category: input.category,
    status: input.status,
    registration_required: input.registrationRequired,
    team_event: input.teamEvent,
    max_participants: input.maxParticipants,
    eligibility: input.eligibility,
    prizes: input.prizes,
    contact_info: input.contactInfo,
    urgency: input.urgency,
    image_url: input.imageUrl,
    waitlist_enabled: input.waitlistEnabled,
    auto_confirm: input.autoConfirm,
    custom_questions: input.customQuestions === undefined ? undefined : writeJson(input.customQuestions),
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}

export const eventsRepo = {
  list: (db: Knex): Promise<EventRow[]> =>
    db('events as e')
      .leftJoin(takenSeats(db), 'r.event_id', 'e.id')
      .select('e.*', db.raw('coalesce(r.registered_count, 0) as registered_count'))
      .orderBy([
        { column: 'e.date', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ]),

  find: (db: Knex, id: number): Promise<EventRow | undefined> =>
    db('events as e')
      .leftJoin(takenSeats(db), 'r.event_id', 'e.id')
      .select('e.*', db.raw('coalesce(r.registered_count, 0) as registered_count'))
      .where('e.id', id)
      .first(),

  async insert(db: Knex, input: EventFields, createdBy: number): Promise<number> {
    const now = nowIso();
    return insertId(db('events').insert({ ...toColumns(input), created_by: createdBy, created_at: now, updated_at: now }));
  },

  update: (db: Knex, id: number, input: Partial<EventFields>) =>
    db('events')
      .where({ id })
      .update({ ...toColumns(input), updated_at: nowIso() }),
  remove: (db: Knex, id: number) => db('events').where({ id }).delete(),
};
