/** The gallery: the public list (approved; admins see every status), members' images, admins' deletes. */
import { z } from '../zod';
import { galleryImage, galleryInput } from '../schemas/content';
import { endpoint } from './endpoint';
import { listPageQuery, listDelta, nextCursor } from './list-pages';
import { done, idParams } from './common';

export const galleryApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/gallery',
    access: 'anyone',
    summary: 'The gallery images the caller may see, whole or in pages (?limit, ?cursor, ?category, ?q; ?since= what changed after a version; ETag / 304)',
    query: listPageQuery,
    output: z.object({ images: z.array(galleryImage), nextCursor, ...listDelta }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/gallery',
    access: 'contributor',
    summary: 'Submit an image (it starts pending)',
    input: galleryInput,
    output: done.extend({ image: galleryImage }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/gallery/:id',
    access: 'admin',
    summary: 'Delete a gallery image',
    params: idParams,
    output: done,
  }),
};
