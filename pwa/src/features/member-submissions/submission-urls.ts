import type { SubmissionKind } from '@shared/schemas/submissions';

/** Where each kind of submission is POSTed (signed-in-areas.md §7). */
export const SUBMISSION_URLS: Record<SubmissionKind, string> = {
  project: '/api/projects',
  news: '/api/news',
  gallery: '/api/gallery',
};

/** The kind of submission a queued write is, from its URL; undefined for any other write. */
export function kindOfUrl(url: string): SubmissionKind | undefined {
  return (Object.keys(SUBMISSION_URLS) as SubmissionKind[]).find((kind) => SUBMISSION_URLS[kind] === url);
}
