/**
 * The signed-in member's submissions as the server last told them, newest first, kept on the
 * device for them (lib/own-mirror.ts): shown offline. Loaded again when one of their project,
 * article or image writes leaves the outbox (delivered or refused).
 */
import { submissionsApi } from '@shared/api/submissions';
import type { MySubmission } from '@shared/schemas/submissions';
import { ownMirror } from '@/lib/own-mirror';
import { fetchMySubmissions } from './api/fetch-my-submissions';

const newestFirst = (items: MySubmission[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

export const submissionsMirror = ownMirror({
  key: 'member:submissions',
  load: async (_userId: number) => newestFirst(await fetchMySubmissions()),
  parse: (v) => submissionsApi.mine.output.shape.submissions.parse(v),
  refreshOn: ['submissions'],
  // Kept before as { userId, items: [submission, ...] }.
  legacy: (row) => row.items,
});
