import type { NewsInput } from '@shared/schemas/content';
import { submit, type SubmitResult } from '@/lib/outbox';
import { SUBMISSION_URLS } from '../submission-urls';
import { attachImage } from './attach-image';

type ArticleFields = Pick<NewsInput, 'title' | 'excerpt' | 'content'> & { author: string };

/** POST /api/news through the outbox: title, excerpt, content, author, the cover (if any) as imageUrl. */
export function submitArticle({ title, excerpt, content, author }: ArticleFields, image: Blob | null): Promise<SubmitResult> {
  return submit({
    method: 'POST',
    url: SUBMISSION_URLS.news,
    body: { title, excerpt: excerpt || null, content, author },
    ...attachImage(image, 'article'),
    label: 'submissions:writes.article',
    labelValues: { title },
  });
}
