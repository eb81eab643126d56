import type Router from '@koa/router';
import type { RouteDeps } from '../app';
import { badRequest } from '../lib/errors';
import { apiRouter } from '../lib/router';
import type { AppState } from '../middleware/auth';
import { allow } from '../policies/roles.policy';
import { storeImage } from './images.service';
import { readMultipart } from './multipart';

/**
 * POST /api/upload (multipart, field 'file'): members and admins only. The body is read only
 * after the policy guard, into memory (no temporary files), at most 5 MB; then the image is
 * checked and stored (images.service.ts). Answers { url }.
 */
export function uploadsRoutes({ db, uploadsDir, idempotentMultipart }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/upload');

  router.post('/', allow.contributor, readMultipart(), idempotentMultipart, async (ctx) => {
    const file = ctx.request.memoryFiles?.find((f) => f.field === 'file');
    if (!file) throw badRequest('Please choose an image file', { file: 'Please choose an image file' });
    ctx.status = 201;
    ctx.body = await storeImage(db, uploadsDir, file, ctx.state.actor!.id);
  });
  return router;
}
