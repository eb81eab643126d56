import { z } from '../zod';
import { LIMITS } from '../limits';
import { bnRead, bnText, id, isoDate, optionalText, required, urlOrPath } from './common';

export const EVENT_CATEGORIES = ['workshop', 'meeting', 'training', 'volunteer', 'olympiad', 'competition', 'hackathon', 'other'] as const;
export const eventCategory = z.enum(EVENT_CATEGORIES);
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const eventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatus>;
export const QUESTION_TYPES = ['text', 'textarea', 'select', 'radio', 'checkbox'] as const;

export const customQuestion = z.object({
  id: z.string().trim().min(1).max(64),
  question: z.string().trim().max(500),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  /**
   * Bangla versions (issue 29), absent on questions written before them. `optionsBn[i]` is how a
   * reader in Bangla sees `options[i]` (blank: as in English); the answer stored is always the
   * option itself, so answers in either language are the same.
   */
  questionBn: z.string({ error: 'Must be text' }).trim().max(500, 'Must be at most 500 characters').nullish(),
  optionsBn: z
    .array(z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters'), { error: 'Must be a list of texts' })
    .max(50, 'Must be at most 50 options')
    .optional(),
});
export type CustomQuestion = z.infer<typeof customQuestion>;
/**
 * A question as the event form sends it: a new question may come without an id (the server gives
 * it one); an existing question keeps its id, so answers already stored stay attached to it.
 */
export const CHOICE_QUESTION_TYPES: readonly string[] = ['select', 'radio', 'checkbox'];
export const NEEDS_OPTIONS_MESSAGE = 'Add at least one option, or people cannot answer this question.';
export const OPTIONS_BN_MESSAGE = 'Give at most one Bangla option for each option, in the same order.';
export const customQuestionInput = customQuestion
  .extend({ id: z.string().trim().max(64).optional() })
  // A choice question without choices could never be answered (and, if required, would block every
  // registration). A blank question is dropped before saving, so it is not held to this.
  .refine((q) => !q.question.trim() || !CHOICE_QUESTION_TYPES.includes(q.type) || q.options.length > 0, { path: ['options'], message: NEEDS_OPTIONS_MESSAGE })
  // Each Bangla option names the option in the same place: one more than there are options names none.
  .refine((q) => (q.optionsBn?.length ?? 0) <= q.options.length, { path: ['optionsBn'], message: OPTIONS_BN_MESSAGE });
export type CustomQuestionInput = z.infer<typeof customQuestionInput>;

/** The longest an event may give visitors to confirm their e-mail: a week (the mail's link is for people who registered just now). */
export const CONFIRM_WITHIN_HOURS_MAX = 168;

/** An event as GET /api/events returns it. */
export const event = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  /** Bangla versions (issue 14); null when not written. */
  titleBn: bnRead,
  descriptionBn: bnRead,
  locationBn: bnRead,
  category: z.string(),
  status: eventStatus,
  registrationRequired: z.boolean(),
  requiresRegistration: z.boolean(),
  teamEvent: z.boolean(),
  maxParticipants: z.number().nullable(),
  registeredCount: z.number(),
  eligibility: z.string().nullable(),
  prizes: z.string().nullable(),
  contactInfo: z.string().nullable(),
  urgency: z.string().nullable(),
  imageUrl: z.string().nullable(),
  customQuestions: z.array(customQuestion),
  /** A full event offers 'Join the waitlist' (issue 13); on unless the admin turns it off. */
  waitlistEnabled: z.boolean(),
  /** A registration (or a promotion from the waitlist) is confirmed at once instead of pending. */
  autoConfirm: z.boolean(),
  /** Visitors must confirm their e-mail within this many hours or their place is released; null (or absent): no deadline. */
  confirmWithinHours: z.number().nullish(),
  createdBy: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ClubEvent = z.infer<typeof event>;

/** Body of POST /api/events and PUT /api/events/:id (admin). */
export const eventInput = z.object({
  title: required('Title is required'),
  description: required('Description is required', LIMITS.longTextMax),
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required (YYYY-MM-DD)'),
  time: required('Time is required', 50),
  location: required('Location is required'),
  titleBn: bnText(),
  descriptionBn: bnText(LIMITS.longTextMax),
  locationBn: bnText(),
  category: eventCategory.default('other'),
  status: eventStatus.default('upcoming'),
  registrationRequired: z.boolean().default(false),
  teamEvent: z.boolean().default(false),
  maxParticipants: z.coerce.number().int().positive('Must be a positive number').max(100000).optional().nullable(),
  eligibility: optionalText(1000),
  prizes: optionalText(1000),
  contactInfo: optionalText(500),
  urgency: z.enum(['normal', 'urgent']).optional().nullable(),
  imageUrl: urlOrPath.optional().nullable(),
  /** Absent: a new event gets the default (waitlist on, auto-confirm off); an edit keeps what is stored. */
  waitlistEnabled: z.boolean().optional(),
  autoConfirm: z.boolean().optional(),
  /** Hours a visitor has to confirm their e-mail before their place is released; null: no deadline; absent: as stored (none for a new event). */
  confirmWithinHours: z.coerce
    .number()
    .int('Must be a whole number of hours')
    .positive('Must be a positive number')
    .max(CONFIRM_WITHIN_HOURS_MAX, `Must be at most ${CONFIRM_WITHIN_HOURS_MAX} hours (one week)`)
    .optional()
    .nullable(),
  /** Questions with blank text are dropped before saving. */
  customQuestions: z
    .array(customQuestionInput)
    .max(30)
    .default([])
    .transform((qs) => qs.filter((q) => q.question.trim() !== '')),
});
export type EventInput = z.infer<typeof eventInput>;
export const eventIdParam = z.object({ id });
