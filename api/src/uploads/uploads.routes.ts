import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { uploadsApi } from '../../../shared/api/uploads';
import type { RouteDeps } from '../route-deps';
import { badRequest } from '../lib/errors';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { type PreparedImage, prepareImage, saveImage } from './images.service';
import { readMultipart } from './multipart';

declare module '../middleware/auth' {
  interface AppState {
    image?: PreparedImage;
  }
}

/**
 * POST /api/upload (shared/api/uploads.ts; multipart, field 'file'): members and admins only. The body is read only
 * after the policy guard, into memory (no temporary files), at most the maxFileSize setting (MB);
 * then the image is checked and stored (images.service.ts). Answers { url }.
 */
export function uploadsRoutes({ uploads, idempotentMultipart, settings }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/upload');

  // The image is checked and re-encoded before the idempotent part, so no database connection or
  // transaction waits on image work; a replay answers from the stored answer.
  const prepare: Middleware<AppState> = async (ctx, next) => {
    const file = ctx.request.memoryFiles?.find((f) => f.field === 'file');
    if (!file) throw badRequest('Please choose an image file', { file: 'Please choose an image file' });
    ctx.state.image = await prepareImage(file);
    await next();
  };

  const readBody = readMultipart(async (ctx) => (await settings.current(ctx.state.db)).maxFileSize);
  serve(router, uploadsApi.image, [readBody, prepare, idempotentMultipart], async (ctx) => {
    ctx.status = 201;
    return saveImage(ctx.state.db, uploads, ctx.state.image!, ctx.state.actor!.id);
  });
  return router;
}
