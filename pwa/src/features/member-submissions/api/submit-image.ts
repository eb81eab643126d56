import type { GalleryInput } from '@shared/schemas/content';
import { submitWrite, type SubmitResult } from '@/lib/outbox';
import { attachImage } from './attach-image';

/** POST /api/gallery through the outbox: title, description, category 'general', the picture as imageUrl. */
export function submitImage({ title, description }: Pick<GalleryInput, 'title' | 'description'>, image: Blob, label: string): Promise<SubmitResult> {
  return submitWrite('submission.gallery', { title, description, shownTitle: label }, attachImage(image, 'photo'));
}
