import type { GalleryInput } from '@shared/schemas/content';
import { submit, type SubmitResult } from '@/lib/outbox';
import { SUBMISSION_URLS } from '../submission-urls';
import { attachImage } from './attach-image';

/** POST /api/gallery through the outbox: title, description, category 'general', the picture as imageUrl. */
export function submitImage({ title, description }: Pick<GalleryInput, 'title' | 'description'>, image: Blob, label: string): Promise<SubmitResult> {
  return submit({
    method: 'POST',
    url: SUBMISSION_URLS.gallery,
    body: { title, description: description || null, category: 'general' },
    ...attachImage(image, 'photo'),
    label: 'submissions:writes.image',
    labelValues: { title: label },
  });
}
