import type Router from '@koa/router';
import { submissionsApi } from '../../../shared/api/submissions';
import type { MySubmission } from '../../../shared/schemas/submissions';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { submissionsRepo, type SubmissionRow } from './submissions.repo';

const present = (row: SubmissionRow): MySubmission => ({
  kind: row.kind,
  id: Number(row.id),
  title: row.title,
  status: row.status,
  imageUrl: row.image_url ?? null,
  createdAt: String(row.created_at),
});

/** GET /api/submissions/mine (shared/api/submissions.ts): the signed-in member's projects, articles and images with their status (member dashboard). */
export function submissionsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/submissions');
  serve(router, submissionsApi.mine, async (ctx) => ({
    submissions: (await submissionsRepo.listForUser(ctx.state.db, ctx.state.actor!.id)).map(present),
  }));
  return router;
}
