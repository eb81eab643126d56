import type { GalleryImage } from '../../../shared/schemas/content';
import { reviewTrail } from '../lib/present-fields';
import type { GalleryRow } from './gallery.repo';
import type { ListPaging } from '../lib/list-pages';
import { NEWEST_FIRST } from '../../../shared/list-order';

export const presentGalleryImage = (g: GalleryRow): GalleryImage => ({
  id: g.id,
  title: g.title,
  description: g.description ?? null,
  imageUrl: g.image_url,
  category: g.category,
  status: g.status,
  ...reviewTrail(g),
});

/** How /api/gallery pages: newest first; `category`, `q` in the title and description. */
export const galleryPaging: ListPaging<GalleryImage> = {
  rows: (whole) => (whole as { images: GalleryImage[] }).images,
  answer: (images, nextCursor) => (nextCursor === undefined ? { images } : { images, nextCursor }),
  order: NEWEST_FIRST,
  category: (g) => g.category,
  text: (g) => [g.title, g.description],
};
