import type { GalleryImage } from '../../../shared/schemas/content';
import { toIso } from '../lib/time';
import type { GalleryRow } from './gallery.repo';

export const presentGalleryImage = (g: GalleryRow): GalleryImage => ({
  id: g.id,
  title: g.title,
  description: g.description ?? null,
  imageUrl: g.image_url,
  category: g.category,
  status: g.status,
  createdAt: toIso(g.created_at)!,
  updatedAt: toIso(g.updated_at)!,
  createdBy: g.created_by ?? null,
  approvedBy: g.approved_by ?? null,
});
