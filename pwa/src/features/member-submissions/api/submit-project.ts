import type { ProjectInput } from '@shared/schemas/content';
import { submitWrite, type SubmitResult } from '@/lib/outbox';
import { attachImage } from './attach-image';

/** POST /api/projects through the outbox: title and description, the picture (if any) as imageUrl. */
export function submitProject({ title, description }: Pick<ProjectInput, 'title' | 'description'>, image: Blob | null): Promise<SubmitResult> {
  return submitWrite('submission.project', { title, description }, attachImage(image, 'project'));
}
