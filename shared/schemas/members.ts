import { z } from '../zod';
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
  email: z
    .union([z.literal(''), z.email({ error: 'Valid email is required' }).trim().toLowerCase().max(254)])
    .optional()
    .nullable(),
});
export type MemberProfileInput = z.infer<typeof memberProfileInput>;

/** The profile fields a member edits, as the API names them. */
export const PROFILE_FIELDS = ['name', 'username', 'bio', 'website', 'profileImageUrl', 'position', 'linkedin', 'facebook', 'email'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One field of a profile edit waiting for review: the published value and the new one. */
export const profileChange = z.object({ field: z.enum(PROFILE_FIELDS), from: z.string().nullable(), to: z.string().nullable() });
export type ProfileChange = z.infer<typeof profileChange>;

/**
 * Where the member's own profile stands with the admins: 'pending' while a new profile or an edit
 * of a published one waits for review ('waiting for review'), 'rejected' when the profile, or the
 * last edit of a published one, was rejected, else 'approved'.
 */
export const profileReviewStatus = z.enum(['pending', 'approved', 'rejected']);
export type ProfileReviewStatus = z.infer<typeof profileReviewStatus>;

/**
 * GET and PUT /api/member-profile/user/:userId: the profile as its owner last saved it (a pending
 * edit shown in place), `status` the published profile's status, `reviewStatus` and the fields of
 * the pending edit (`changes`, empty when none).
 */
export const ownProfile = member.extend({ reviewStatus: profileReviewStatus, changes: z.array(profileChange) });
export type OwnProfile = z.infer<typeof ownProfile>;

/**
 * A team profile waiting for review (GET /api/pending-content `members`): a new profile
 * (`kind` 'new', `changes` empty) or an edit of a published one (`kind` 'edit', the fields showing
 * the new values, `changes` each changed field old -> new). `status` is 'pending' for both; the
 * id is the profile's id for POST /api/approve-content/member/:id and reject-content, and
 * `revisionId` the version shown here, which that decision names (profileDecisionInput).
 */
export const pendingMember = member.extend({ kind: z.enum(['new', 'edit']), changes: z.array(profileChange), submittedAt: isoDate, revisionId: z.number() });
export type PendingMember = z.infer<typeof pendingMember>;

const REVISION_REQUIRED = 'The profile revision you reviewed is required';
/**
 * The body of POST /api/{approve|reject}-content/member/:id: the `revisionId` of the pending entry
 * the admin reviewed. When the member has saved again since, the answer is a 409
 * 'revision_changed' with the new version (`pendingMember`), and nothing is decided.
 */
export const profileDecisionInput = z.object({
  revisionId: z.number({ error: REVISION_REQUIRED }).int(REVISION_REQUIRED).positive(REVISION_REQUIRED).max(2_147_483_647, REVISION_REQUIRED),
});
export type ProfileDecisionInput = z.infer<typeof profileDecisionInput>;
