import type { Knex } from 'knex';
import type { CustomQuestion, EventInput } from '../../../shared/schemas/events';
import { writeJson } from '../lib/json-column';
import { insertId } from '../lib/rows';
import { nowIso } from '../lib/time';

/** An `events` row as stored (migrations create_events, waitlist, bangla_content, registration_mail). */
export interface EventRecord {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  title_bn: string | null;
  description_bn: string | null;
  location_bn: string | null;
  category: string;
  status: string;
  registration_required: boolean | number;
  team_event: boolean | number;
  max_participants: number | null;
  eligibility: string | null;
  prizes: string | null;
  contact_info: string | null;
  urgency: string | null;
  image_url: string | null;
  /** JSON: CustomQuestion[]. */
  custom_questions: string;
  waitlist_enabled: boolean | number;
  auto_confirm: boolean | number;
  /** Hours a visitor has to confirm their e-mail; null: no deadline. */
  confirm_within_hours: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An event as `list` and `find` read it: with its seats taken (a count: PostgreSQL answers it as a string). */
export interface EventRow extends EventRecord {
  registered_count?: number | string;
}

/** An event's fields as stored: every question has its id (events.service.ts gives them). */
export type EventFields = Omit<EventInput, 'customQuestions'> & { customQuestions: CustomQuestion[] };

/** Seats taken: pending and confirmed registrations (cancelled and waitlisted ones take none). */
const takenSeats = (db: Knex, ids?: readonly number[]) => {
  const q = db('event_registrations').select('event_id').count({ registered_count: '*' }).whereIn('status', ['pending', 'confirmed']).groupBy('event_id');
  return (ids ? q.whereIn('event_id', ids) : q).as('r');
};

function toColumns(input: Partial<EventFields>) {
  const c: Partial<EventRecord> = {
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
    confirm_within_hours: input.confirmWithinHours,
    custom_questions: input.customQuestions === undefined ? undefined : writeJson(input.customQuestions),
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}

export const eventsRepo = {
  /** Soonest first; only `ids` when given. */
  list: (db: Knex, ids?: readonly number[]): Promise<EventRow[]> => {
    const q = db('events as e')
      .leftJoin(takenSeats(db, ids), 'r.event_id', 'e.id')
      .select('e.*', db.raw('coalesce(r.registered_count, 0) as registered_count'))
      .orderBy([
        { column: 'e.date', order: 'asc' },
        { column: 'e.id', order: 'asc' },
      ]);
    return ids ? q.whereIn('e.id', ids) : q;
  },

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
