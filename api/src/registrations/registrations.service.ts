import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { isEventOpen } from '../../../shared/policies/events';
import { memberFormHasTeam, type EventRegistrationInput, type MemberEventRegistrationInput } from '../../../shared/schemas/registrations';
import { AppError, conflict, notFound } from '../lib/errors';
import { bool, readJson, writeJson } from '../lib/json-column';
import type { CustomQuestion } from '../../../shared/schemas/events';
import { recordAttendanceOnConfirm, recordRegistrationConfirmed } from '../points/points.service';
import { nowIso, isoIn } from '../lib/time';
import type { Mailer } from '../mail/mailer';
import { newsworthy, registrant } from '../events/attendees';
import type { NewNotification } from '../notifications/notifications.repo';
import type { Notifier } from '../notifications/notifier';
import { forgetAttendee, remindAttendee } from '../notifications/reminders';
import { checkCustomAnswers } from './custom-answers';
import { displacedBy, mailDisplaced, mailVisitor, ownedBy, provenEmailOfUser } from './email-proof';
import { checkVisitorLimits } from './registration-limits';
import { registrationCancelled, registrationConfirmed } from './registrations.notifications';
import { registrationsRepo, type RegistrationRow, type TicketedRegistrationRow } from './registrations.repo';
import { hashCancelToken, newCancelToken } from './tickets';
import { cancelForReplacement, cancelLocked, type EventLockRow, freeSeats, lockEvent, nextPosition, promoteWaitlist, seatStatus } from './waitlist.service';

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
    language: input.language ?? 'en',
    ...team,
  };
}

/** What a registration call made: the row, and for a visitor the secret of the cancel link (only its hash is stored). */
export interface Registered {
  row: TicketedRegistrationRow;
  cancelToken: string | null;
}

const full = (waitlist: boolean) => new AppError(409, 'event_full', 'This event is full', undefined, undefined, { waitlist });

/** Who registers: the account (null: a visitor), and what a visitor's registration needs. */
export interface Registrant {
  userId: number | null;
  /** The anonymous endpoint: the answer carries the secret of a cancel link. */
  withCancelToken: boolean;
  /** A hash of the visitor's device id (registration-limits.ts), or null. */
  deviceKey: string | null;
  /** How many registrations a visitor's device may make in an hour (VISITOR_REGISTRATIONS_PER_DEVICE); default 5. */
  perDevice?: number;
  mail: Mailer;
  notifier: Notifier;
}

/** Tells a registrant about their registration, unless the event is over or closed (an admin tidying up tells nobody). */
const tell = async (trx: Knex, notifier: Notifier, event: EventLockRow, told: NewNotification) => {
  if (newsworthy(event)) await notifier.notify(trx, told);
};

/**
 * Registers for an event inside one transaction with the event row locked (PostgreSQL) or the
 * one SQLite connection held, so capacity is never overbooked. Rules: the event takes
 * registrations and is upcoming or ongoing; required custom questions answered; a visitor within
 * the limits of registration-limits.ts; one active registration per proven address, and per
 * account (whatever e-mails it types: points are the person's, once per event) — a visitor's
 * unproven registration gives way to the address's proven owner (email-proof.ts); pending +
 * confirmed registrations stay within maxParticipants. A full event answers 409 'event_full'
 * with `waitlist` saying whether it has one; with joinWaitlist the person joins the back of the
 * line instead ('waitlisted'). With room, a registration is pending, or confirmed at once (with
 * its points) when the event auto-confirms. A visitor (no account) is mailed the ticket, the
 * cancel link and the link proving the address, in the same transaction; a registration with a
 * seat gets the event's reminders, and an account's confirmed at once is told so (a visitor's
 * mail already says it).
 */
export async function registerForEvent(db: Knex, input: AnyRegistrationInput, who: Registrant): Promise<Registered> {
  const { userId, mail, notifier } = who;
  return db.transaction(async (trx) => {
    const event = await lockEvent(trx, input.eventId);
    if (!event) throw notFound('Event not found');
    if (!bool(event.registration_required)) throw conflict('This event does not take registrations. Please RSVP instead.');
    if (!isEventOpen(event)) throw conflict('Registration is closed for this event');

    const questions = readJson<CustomQuestion[]>(event.custom_questions, []);
    const { cleaned, fields } = checkCustomAnswers(questions, input.customAnswers ?? {});
    if (Object.keys(fields).length) throw new AppError(400, 'validation_failed', 'Please answer the required questions', fields);

    const visitor = userId == null;
    if (visitor) await checkVisitorLimits(trx, { eventId: event.id, email: input.email, deviceKey: who.deviceKey, perDevice: who.perDevice });
    const proven = !visitor && (await provenEmailOfUser(trx, userId)) === input.email.toLowerCase();
    const displaced = displacedBy(await registrationsRepo.activeByEmail(trx, event.id, input.email), { proven, userId, deviceKey: who.deviceKey });
    if (userId != null && (await registrationsRepo.activeByUser(trx, event.id, userId))) throw conflict('You already have a registration for this event');
    // Anyone already in line goes before a newcomer (a seat freed without promotion, e.g. data from before the waitlist).
    await promoteWaitlist(trx, event, notifier);
    // A squatter's seat goes to the address's owner, who registers now.
    await cancelForReplacement(trx, event.id, displaced);
    const hasRoom = (await freeSeats(trx, event)) > 0;
    const waitlistEnabled = bool(event.waitlist_enabled);
    if (!hasRoom && !(input.joinWaitlist && waitlistEnabled)) throw full(waitlistEnabled);

    const cancelToken = who.withCancelToken ? newCancelToken() : null;
    const status = hasRoom ? seatStatus(event) : 'waitlisted';
    const hours = visitor && event.confirm_within_hours != null ? Number(event.confirm_within_hours) : null;
    const id = await registrationsRepo.insert(trx, {
      event_id: event.id,
      user_id: userId,
      ...columns(
        input,
        input.kind === 'member' ? memberFormHasTeam({ title: event.title, teamEvent: bool(event.team_event) }) : bool(event.team_event),
        cleaned,
      ),
      question_texts: questionTexts(questions, cleaned),
      status,
      waitlist_position: status === 'waitlisted' ? await nextPosition(trx, event.id) : null,
      cancel_token_hash: cancelToken ? hashCancelToken(cancelToken) : null,
      email_confirmed_at: proven ? nowIso() : null,
      confirm_by: hours ? isoIn(hours * 3_600_000) : null,
      device_key: visitor ? who.deviceKey : null,
    });
    if (status === 'confirmed') await recordRegistrationConfirmed(trx, id);
    if (displaced.length) {
      await promoteWaitlist(trx, event, notifier);
      await mailDisplaced(trx, mail, displaced, event);
    }
    // Just inserted, so it exists and has its ticket code.
    const row = (await registrationsRepo.find(trx, id)) as TicketedRegistrationRow;
    if (visitor && cancelToken) await mailVisitor(trx, mail, row, event, cancelToken);
    if (status !== 'waitlisted') await remindAttendee(trx, notifier, event, registrant(row));
    if (status === 'confirmed' && !visitor) await tell(trx, notifier, event, registrationConfirmed(row, event));
    return { row, cancelToken };
  });
}

/**
 * An admin's decision. pending -> confirmed or cancelled; confirmed -> cancelled (admins may
 * cancel a confirmed registration); waitlisted -> cancelled (taken out of line). Anything else is
 * a 409 (a waitlisted person gets a seat only by promotion, so the line and the capacity hold).
 * Confirming gives the account that registered its points (points.service.ts) in the same
 * transaction (once per person and event), and the attendance too when the ticket was already
 * checked in while pending; a concurrent second decision finds it decided, so points are given
 * once. A seat freed goes to the first in line in the same transaction. The registrant is told
 * (confirmed, or cancelled) in the same transaction too.
 */
export async function decideRegistration(db: Knex, notifier: Notifier, id: number, status: 'pending' | 'confirmed' | 'cancelled'): Promise<RegistrationRow> {
  return db.transaction(async (trx) => {
    const found = await registrationsRepo.find(trx, id);
    if (!found) throw notFound('Registration not found');
    const event = (await lockEvent(trx, found.event_id))!;
    const row = (await registrationsRepo.find(trx, id))!;
    if (status === 'cancelled' && (row.status === 'confirmed' || row.status === 'waitlisted')) {
      await cancelLocked(trx, event, row, notifier);
      await tell(trx, notifier, event, registrationCancelled(row, event));
      return (await registrationsRepo.find(trx, id))!;
    }
    if (row.status === 'waitlisted') throw conflict('This registration is on the waitlist. It moves up when a seat frees, or reorder the waitlist.');
    if (row.status !== 'pending' || status === 'pending') throw conflict(`This registration is already ${row.status}`);
    if (!(await registrationsRepo.decidePending(trx, id, status))) throw conflict('This registration was already decided');
    if (status === 'confirmed') {
      await recordRegistrationConfirmed(trx, id);
      await recordAttendanceOnConfirm(trx, id);
      await tell(trx, notifier, event, registrationConfirmed(row, event));
    }
    if (status === 'cancelled') {
      await forgetAttendee(trx, event.id, registrant(row));
      await tell(trx, notifier, event, registrationCancelled(row, event));
      await promoteWaitlist(trx, event, notifier);
    }
    return (await registrationsRepo.find(trx, id))!;
  });
}

/** Who asks to cancel: the signed-in account (if any) and whether it is an admin; a visitor's link secret. */
export interface CancelRequest {
  actor?: { id: number; admin: boolean };
  token?: string;
}

const badToken = () => new AppError(403, 'bad_token', 'This cancel link is not valid. Please use the link you received when you registered.');

const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Self-cancel (POST /api/event-registrations/:id/cancel): the account that registered (or that
 * proved the address a visitor registered with), an admin, or anyone holding the cancel link's secret. Cancelling again answers the cancelled
 * registration again (`already`). Anyone else: 403 'bad_token', and the same for an id that does
 * not exist (only admins learn it is unknown: 404), so ids cannot be probed. The seat goes to the
 * waitlist in the same transaction; an admin cancelling someone else's tells them.
 */
export async function cancelRegistration(db: Knex, notifier: Notifier, id: number, who: CancelRequest): Promise<{ row: RegistrationRow; already: boolean }> {
  return db.transaction(async (trx) => {
    const found = await registrationsRepo.find(trx, id);
    if (!found) throw who.actor?.admin ? notFound('Registration not found') : badToken();
    const owner = who.actor && ownedBy(found, who.actor.id, found.user_id == null ? await provenEmailOfUser(trx, who.actor.id) : null);
    const tokenOk = Boolean(who.token && found.cancel_token_hash && sameHash(hashCancelToken(who.token), String(found.cancel_token_hash)));
    if (!owner && !who.actor?.admin && !tokenOk) throw badToken();
    const event = (await lockEvent(trx, found.event_id))!;
    const row = (await registrationsRepo.find(trx, id))!;
    if (row.status === 'cancelled') return { row, already: true };
    await cancelLocked(trx, event, row, notifier);
    if (who.actor?.admin && !owner) await tell(trx, notifier, event, registrationCancelled(row, event));
    return { row: (await registrationsRepo.find(trx, id))!, already: false };
  });
}
