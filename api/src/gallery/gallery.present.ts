import type { GalleryImage } from '../../../shared/schemas/content';
import { reviewTrail } from '../lib/present-fields';
import type { GalleryRow } from './gallery.repo';

export const presentGalleryImage = (g: GalleryRow): GalleryImage => ({
  id: g.id,
  title: g.title,
  description: g.description ?? null,
  imageUrl: g.image_url,
  category: g.category,
  status: g.status,
  ...reviewTrail(g),
});
