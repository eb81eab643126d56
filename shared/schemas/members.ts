import { z } from 'zod';
import { isoDate, optionalText, urlOrPath } from './common';

/** A team profile as GET /api/members returns it. */
export const member = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  name: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  position: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The contact e-mail the member chose to publish, if any. */
  email: z.string().nullable(),
  website: z.string().nullable(),
  social: z.object({ linkedin: z.string().nullable(), facebook: z.string().nullable() }),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.number().nullable(),
  approvedBy: z.number().nullable(),
});
export type Member = z.infer<typeof member>;

const link = urlOrPath.optional().nullable();
/** PUT /api/member-profile/user/:userId */
export const memberProfileInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  username: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z0-9_.-]*$/, 'Username may use letters, digits, dot, dash and underscore')
    .optional()
    .nullable(),
  bio: optionalText(2000),
  website: link,
  profileImageUrl: link,
  position: optionalText(100),
  linkedin: link,
  facebook: link,
  /** A contact e-mail to publish on the profile; the sign-in e-mail is never published by itself. */
  email: z.union([z.literal(''), z.email({ error: 'Valid email is required' }).trim().toLowerCase().max(254)]).optional().nullable(),
});
export type MemberProfileInput = z.infer<typeof memberProfileInput>;
