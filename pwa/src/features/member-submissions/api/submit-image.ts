import type { GalleryInput } from '@shared/schemas/content';
import { submitWrite, type SubmitResult } from '@/lib/outbox';
import { attachImage } from './attach-image';

/** POST /api/gallery through the outbox: the caption (title, description, each also in Bangla), category 'general', the picture as imageUrl. */
export function submitImage(
  caption: Pick<GalleryInput, 'title' | 'description' | 'titleBn' | 'descriptionBn'>,
  image: Blob,
  label: string,
): Promise<SubmitResult> {
  return submitWrite('submission.gallery', { ...caption, shownTitle: label }, attachImage(image, 'photo'));
}
