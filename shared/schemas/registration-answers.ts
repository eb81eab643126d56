import { z } from '../zod';
import { registration } from './registrations';

/**
 * An answer whose question was removed from the event after the person registered: kept, never
 * rewritten, and shown with the question's text as it read at registration (null for
 * registrations made before texts were kept).
 */
export const orphanAnswer = z.object({
  questionId: z.string(),
  question: z.string().nullable(),
  answer: z.union([z.string(), z.array(z.string())]),
});
export type OrphanAnswer = z.infer<typeof orphanAnswer>;

/**
 * A registration as admins list it (GET /api/event-registrations): customAnswers holds the answers
 * to the event's current questions, keyed by question id (a renamed or moved question keeps its
 * id and its answer); orphanAnswers the answers to questions since removed.
 */
export const adminRegistration = registration.extend({
  orphanAnswers: z.array(orphanAnswer),
  /** The address is proven: the mailed confirmation link was clicked, or the account that made it verified that address (issue 25). */
  emailConfirmed: z.boolean().optional(),
});
export type AdminRegistration = z.infer<typeof adminRegistration>;
