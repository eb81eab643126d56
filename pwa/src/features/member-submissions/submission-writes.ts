import type { SubmissionKind } from '@shared/schemas/submissions';
import type { WriteName } from '@/lib/writes';

export type SubmissionWrite = Extract<WriteName, `submission.${string}`>;

/** The outbox write of each kind of submission (lib/writes.ts; signed-in-areas.md §7). */
export const SUBMISSION_WRITES: Record<SubmissionKind, SubmissionWrite> = {
  project: 'submission.project',
  news: 'submission.news',
  gallery: 'submission.gallery',
};

/** The kind of submission a queued write is, from its name; undefined for any other write. */
export function kindOfWrite(name: WriteName | undefined): SubmissionKind | undefined {
  return (Object.keys(SUBMISSION_WRITES) as SubmissionKind[]).find((kind) => SUBMISSION_WRITES[kind] === name);
}
