import { z } from '../zod';

/** What a member sent in (projects, articles, gallery images), newest first, with where it stands. */
export const submissionKind = z.enum(['project', 'news', 'gallery']);
export type SubmissionKind = z.infer<typeof submissionKind>;

export const mySubmission = z.object({
  kind: submissionKind,
  id: z.number().int(),
  title: z.string(),
  /** pending, approved, published (news), completed (projects), rejected... as stored. */
  status: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type MySubmission = z.infer<typeof mySubmission>;

/** GET /api/submissions/mine */
export const mySubmissionsResponse = z.object({ submissions: z.array(mySubmission) });
