import type Router from '@koa/router';
import { galleryInput } from '../../../shared/schemas/content';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { galleryPolicy } from '../policies/gallery.policy';
import { allow } from '../policies/roles.policy';
import type { AppState } from '../middleware/auth';
import { parse } from '../middleware/validate';
import { deleteContent, idParam } from '../moderation/moderation.service';
import { presentGalleryImage } from './gallery.present';
import { galleryRepo } from './gallery.repo';

export function galleryRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/gallery');

  router.get('/', allow.anyone, async (ctx) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'gallery', async (audience) => ({
      images: (await galleryRepo.list(db, galleryPolicy.visibleStatuses(audience))).map(presentGalleryImage),
    }));
  });

  router.post('/', allow.contributor, async (ctx) => {
    const { db } = ctx.state;
    const input = parse(galleryInput, ctx.request.body);
    const id = await galleryRepo.insert(db, input, ctx.state.user!.id);
    ctx.status = 201;
    ctx.body = { message: 'Image uploaded successfully', image: presentGalleryImage((await galleryRepo.find(db, id))!) };
  });

  router.delete('/:id', allow.admin, async (ctx) => {
    const { db } = ctx.state;
    await deleteContent(db, 'gallery', parse(idParam, ctx.params).id);
    ctx.body = { message: 'Image deleted successfully' };
  });
  return router;
}
