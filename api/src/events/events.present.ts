import type { Knex } from 'knex';
import type { ListLoader } from '../lib/list-cache';
import { eventsRepo } from './events.repo';
import type { ClubEvent, CustomQuestion, EventStatus } from '../../../shared/schemas/events';
import { bool, readJson } from '../lib/json-column';
import { bnTexts, timestamps } from '../lib/present-fields';
import type { EventRow } from './events.repo';
import type { ListPaging } from '../lib/list-pages';
import { EVENTS_NEWEST, EVENTS_SOONEST } from '../../../shared/list-order';
import { isEventOpen } from '../../../shared/policies/events';

export function presentEvent(e: EventRow): ClubEvent {
  const registrationRequired = bool(e.registration_required);
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    date: e.date,
    time: e.time,
    location: e.location,
    ...bnTexts(e, 'title', 'description', 'location'),
    category: e.category,
    status: e.status as EventStatus,
    registrationRequired,
    requiresRegistration: registrationRequired,
    teamEvent: bool(e.team_event),
    maxParticipants: e.max_participants == null ? null : Number(e.max_participants),
    registeredCount: Number(e.registered_count ?? 0),
    eligibility: e.eligibility ?? null,
    prizes: e.prizes ?? null,
    contactInfo: e.contact_info ?? null,
    urgency: e.urgency ?? null,
    imageUrl: e.image_url ?? null,
    customQuestions: readJson<CustomQuestion[]>(e.custom_questions, []),
    waitlistEnabled: e.waitlist_enabled == null ? true : bool(e.waitlist_enabled),
    autoConfirm: bool(e.auto_confirm),
    confirmWithinHours: e.confirm_within_hours == null ? null : Number(e.confirm_within_hours),
    createdBy: e.created_by ?? null,
    ...timestamps(e),
  };
}

/**
 * How /api/events pages: by date, soonest first; `when=upcoming` only open events (upcoming or
 * ongoing), `when=past` the others, newest first; `category`, `q` in the title, description and
 * place (both languages).
 */
export const eventsPaging = (when?: 'upcoming' | 'past'): ListPaging<ClubEvent> => ({
  rows: (whole) => {
    const events = (whole as { events: ClubEvent[] }).events;
    if (!when) return events;
    const picked = events.filter((e) => isEventOpen(e) === (when === 'upcoming'));
    return when === 'past' ? picked.reverse() : picked;
  },
  answer: (events, nextCursor) => (nextCursor === undefined ? { events } : { events, nextCursor }),
  order: when === 'past' ? EVENTS_NEWEST : EVENTS_SOONEST,
  narrows: when !== undefined,
  category: (e) => e.category,
  text: (e) => [e.title, e.titleBn, e.description, e.descriptionBn, e.location, e.locationBn],
});

/** The events list (every audience sees every event). */
export const loadEventsList =
  (db: Knex): ListLoader =>
  async (_audience, ids) => ({ events: (await eventsRepo.list(db, ids)).map(presentEvent) });
