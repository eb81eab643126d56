import type { ProjectInput } from '@shared/schemas/content';
import { submit, type SubmitResult } from '@/lib/outbox';
import { SUBMISSION_URLS } from '../submission-urls';
import { attachImage } from './attach-image';

/** POST /api/projects through the outbox: title and description, the picture (if any) as imageUrl. */
export function submitProject({ title, description }: Pick<ProjectInput, 'title' | 'description'>, image: Blob | null): Promise<SubmitResult> {
  return submit({
    method: 'POST',
    url: SUBMISSION_URLS.project,
    body: { title, description },
    ...attachImage(image, 'project'),
    label: 'submissions:writes.project',
    labelValues: { title },
  });
}
