/** The gallery feature's door to its data: the mirrored gallery list. */
import type { GalleryImage } from '@shared/schemas/content';
import { useMirroredList, type MirroredList } from '@/lib/mirror';

export function useGallery(): MirroredList<GalleryImage> {
  return useMirroredList('gallery');
}
