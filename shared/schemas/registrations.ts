import { z } from '../zod';
import { LANGUAGES } from '../languages';
import { LIMITS } from '../limits';
import { id, isoDate } from './common';
import { eventStatus } from './events';

/** 'waitlisted': the event was full; the person waits in line (issue 13) and takes no seat. */
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'waitlisted'] as const;
export const registrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatus>;

export const teamMember = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  phone: z.string().trim().min(1, 'Phone number is required').max(40),
});
export type TeamMember = z.infer<typeof teamMember>;

export const customAnswers = z.record(z.string().max(64), z.union([z.string().max(5000), z.array(z.string().max(500)).max(50)]));

/** The public (and admin-side) event registration form. */
export const eventRegistrationInput = z.object({
  eventId: z.coerce.number({ error: 'Event ID is required' }).int().positive('Event ID is required'),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  phone: z.string({ error: 'Phone number is required' }).trim().min(1, 'Phone number is required').max(40),
  institution: z.string().trim().max(200).optional().nullable(),
  reason: z
    .string({ error: `Please provide at least ${LIMITS.reasonMin} characters explaining why you want to attend` })
    .trim()
    .min(LIMITS.reasonMin, `Please provide at least ${LIMITS.reasonMin} characters explaining why you want to attend`)
    .max(LIMITS.longTextMax),
  teamName: z.string().trim().max(200).optional().nullable(),
  teamMembers: z.array(teamMember).max(20).optional().default([]),
  customAnswers: customAnswers.optional().default({}),
  /** Sent after a 409 'event_full' with waitlist: true; ignored while the event has room. */
  joinWaitlist: z.boolean().optional(),
  /** The language the page was in: a visitor's mails are written in it ('en' when absent). */
  language: z.enum(LANGUAGES).optional(),
});
export type EventRegistrationInput = z.infer<typeof eventRegistrationInput>;

export const GRADES = ['grade-6', 'grade-7', 'grade-8', 'grade-9', 'grade-10', 'grade-11', 'grade-12', 'undergraduate'] as const;
export const EXPERIENCE = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/** The member dashboard's registration form (signed-in-areas.md §5). */
export const memberEventRegistrationInput = z.object({
  eventId: z.coerce.number({ error: 'Event ID is required' }).int().positive('Event ID is required'),
  participantName: z.string({ error: 'Name must be at least 2 characters' }).trim().min(LIMITS.memberNameMin, 'Name must be at least 2 characters').max(200),
  email: z.email({ error: 'Valid email is required' }).trim().toLowerCase(),
  phone: z.string({ error: 'Valid phone number is required' }).trim().min(LIMITS.memberPhoneMin, 'Valid phone number is required').max(40),
  institution: z.string().trim().max(200).optional().nullable(),
  grade: z.enum(GRADES).optional().nullable(),
  experience: z.enum(EXPERIENCE).optional().nullable(),
  motivation: z.string().trim().max(LIMITS.longTextMax).optional().nullable(),
  teamName: z.string().trim().max(200).optional().nullable(),
  teamMembers: z.array(teamMember).max(20).optional().default([]),
  additionalInfo: z.string().trim().max(LIMITS.longTextMax).optional().nullable(),
  /** The event's own questions, asked as on the public form and checked by the same rule. */
  customAnswers: customAnswers.optional().default({}),
  /** As on the public form: join the waitlist of a full event. */
  joinWaitlist: z.boolean().optional(),
});
export type MemberEventRegistrationInput = z.infer<typeof memberEventRegistrationInput>;

/**
 * The member form asks for a team when the event is a team event, or when its title says 'team'
 * (signed-in-areas.md §5); the server keeps the team of a member registration by the same rule.
 */
export const memberFormHasTeam = (event: { title: string; teamEvent: boolean }): boolean => event.teamEvent || /team/i.test(event.title);

/** The member form asks for the grade for olympiad events only (signed-in-areas.md §5). */
export const memberFormHasGrade = (event: { category: string }): boolean => event.category === 'olympiad';

export const registration = z.object({
  id: z.number(),
  eventId: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  institution: z.string().nullable(),
  reason: z.string().nullable(),
  teamName: z.string().nullable(),
  teamMembers: z.array(teamMember),
  customAnswers,
  participantName: z.string().nullable(),
  grade: z.string().nullable(),
  experience: z.string().nullable(),
  motivation: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  status: registrationStatus,
  registeredAt: isoDate,
});
export type Registration = z.infer<typeof registration>;

/**
 * GET /api/event-registrations/mine: one of the signed-in user's registrations with its event's
 * title, date ('YYYY-MM-DD'), time, location and status (null only if the event is gone), so the
 * participant dashboard can tell upcoming (date ahead and status upcoming) from completed (date
 * passed or status completed).
 */
export const myRegistration = registration.extend({
  eventTitle: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  eventLocation: z.string().nullable(),
  /** Bangla versions of the event's title and location (issue 14); null when not written. */
  eventTitleBn: z.string().nullish(),
  eventLocationBn: z.string().nullish(),
  eventStatus: eventStatus.nullable(),
  /** The ticket shown as a QR code and scanned at the door (issue 13); only ever in the owner's own list. */
  ticketCode: z.string().nullable(),
  /** 1-based place in the event's waitlist while status is 'waitlisted', else null. */
  waitlistPosition: z.number().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistration>;

/** An admin's decision (PATCH): a seat is never handed out by hand past the waitlist. */
export const registrationStatusInput = z.object({ status: z.enum(['pending', 'confirmed', 'cancelled']) });

/**
 * POST /api/event-registrations/:id/cancel: the owner (signed in) or an admin sends nothing; a
 * visitor sends the secret of the cancel link. Answer: { message, registration }.
 */
export const cancelRegistrationInput = z.object({ token: z.string().trim().max(200).optional() });
export type CancelRegistrationInput = z.infer<typeof cancelRegistrationInput>;

/** The anonymous registration answer: the cancel link is '/cancel-registration/{id}?token={secret}'. */
export const anonymousRegistrationAnswer = z.object({
  message: z.string(),
  registrationId: z.number(),
  ticketCode: z.string(),
  cancelUrl: z.string(),
  /** Present when the person joined the waitlist (joinWaitlist on a full event). */
  status: registrationStatus.optional(),
  position: z.number().optional(),
});
export type AnonymousRegistrationAnswer = z.infer<typeof anonymousRegistrationAnswer>;

/**
 * POST /api/event-registrations/confirm: the link mailed to a visitor proved the address. The
 * answer names the event, so the page can say which registration now stands.
 */
export const registrationConfirmAnswer = z.object({ message: z.string(), eventId: z.number(), eventTitle: z.string(), eventTitleBn: z.string().nullish() });
export type RegistrationConfirmAnswer = z.infer<typeof registrationConfirmAnswer>;

/** One person in line (GET/PUT /api/events/:id/waitlist, admins). */
export const waitlistEntry = z.object({ registrationId: z.number(), name: z.string(), email: z.string(), position: z.number(), registeredAt: isoDate });
export type WaitlistEntry = z.infer<typeof waitlistEntry>;
export const waitlistAnswer = z.object({ waitlist: z.array(waitlistEntry) });
export type WaitlistAnswer = z.infer<typeof waitlistAnswer>;
/** PUT /api/events/:id/waitlist: the event's whole waitlist, first in line first. */
export const waitlistOrderInput = z.object({ order: z.array(z.coerce.number().int().positive()).max(10000) });
export const registrationsQuery = z.object({ eventId: id.optional() });

export const rsvpInput = z.object({
  eventId: z.coerce.number({ error: 'Event ID is required' }).int().positive('Event ID is required'),
  userId: z.coerce.number().int().positive().optional(),
});
export type RsvpInput = z.infer<typeof rsvpInput>;
