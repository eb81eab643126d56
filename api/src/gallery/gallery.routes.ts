import type Router from '@koa/router';
import { galleryApi } from '../../../shared/api/gallery';
import type { RouteDeps } from '../route-deps';
import { apiRouter } from '../lib/router';
import { serve } from '../lib/serve';
import type { AppState } from '../middleware/auth';
import { deleteContent } from '../moderation/moderation.service';
import { galleryPaging, loadGalleryList, presentGalleryImage } from './gallery.present';
import { galleryRepo } from './gallery.repo';

/** The gallery (shared/api/gallery.ts): the list each audience sees, members' images, admins' deletes. */
export function galleryRoutes({ lists }: RouteDeps): Router<AppState> {
  const router = apiRouter('/api/gallery');

  serve(router, galleryApi.list, async (ctx, { query }) => {
    const { db } = ctx.state;
    await lists.send(ctx, 'gallery', loadGalleryList(db), { paging: galleryPaging, query });
  });

  serve(router, galleryApi.create, async (ctx, { input }) => {
    const { db } = ctx.state;
    const id = await galleryRepo.insert(db, input, ctx.state.user!.id);
    ctx.status = 201;
    return { message: 'Image uploaded successfully', image: presentGalleryImage((await galleryRepo.find(db, id))!) };
  });

  serve(router, galleryApi.remove, async (ctx, { params }) => {
    await deleteContent(ctx.state.db, 'gallery', params.id);
    return { message: 'Image deleted successfully' };
  });
  return router;
}
