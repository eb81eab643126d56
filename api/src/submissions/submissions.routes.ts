import type Router from '@koa/router';
import type { MySubmission } from '../../../shared/schemas/submissions';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { allow } from '../policies/roles.policy';
import { submissionsRepo, type SubmissionRow } from './submissions.repo';

const present = (row: SubmissionRow): MySubmission => ({
  kind: row.kind,
  id: Number(row.id),
  title: row.title,
  status: row.status,
  imageUrl: row.image_url ?? null,
  createdAt: String(row.created_at),
});

/** GET /api/submissions/mine: the signed-in member's projects, articles and images with their status (member dashboard). */
export function submissionsRoutes(_deps: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/submissions');
  router.get('/mine', allow.contributor, async (ctx) => {
    ctx.body = { submissions: (await submissionsRepo.listForUser(ctx.state.db, ctx.state.actor!.id)).map(present) };
  });
  return router;
}
