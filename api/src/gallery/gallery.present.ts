import type { Knex } from 'knex';
import type { ListLoader } from '../lib/list-cache';
import { galleryPolicy } from '../policies/gallery.policy';
import { galleryRepo } from './gallery.repo';
import type { GalleryImage } from '../../../shared/schemas/content';
import { bnTexts, reviewTrail } from '../lib/present-fields';
import type { GalleryRow } from './gallery.repo';
import type { ListPaging } from '../lib/list-pages';
import { NEWEST_FIRST } from '../../../shared/list-order';

export const presentGalleryImage = (g: GalleryRow): GalleryImage => ({
  id: g.id,
  title: g.title,
  description: g.description ?? null,
  ...bnTexts(g, 'title', 'description'),
  imageUrl: g.image_url,
  category: g.category,
  status: g.status,
  ...reviewTrail(g),
});

/** How /api/gallery pages: newest first; `category`, `q` in the caption (title and description, English and Bangla). */
export const galleryPaging: ListPaging<GalleryImage> = {
  rows: (whole) => (whole as { images: GalleryImage[] }).images,
  answer: (images, nextCursor) => (nextCursor === undefined ? { images } : { images, nextCursor }),
  order: NEWEST_FIRST,
  category: (g) => g.category,
  text: (g) => [g.title, g.description, g.titleBn, g.descriptionBn],
};

/** The gallery list an audience sees (gallery.policy.ts says which). */
export const loadGalleryList =
  (db: Knex): ListLoader =>
  async (audience, ids) => ({ images: (await galleryRepo.list(db, galleryPolicy.visibleStatuses(audience), ids)).map(presentGalleryImage) });
