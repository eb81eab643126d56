import type { NewsInput } from '@shared/schemas/content';
import { submitWrite, type SubmitResult } from '@/lib/outbox';
import { attachImage } from './attach-image';

type ArticleFields = Pick<NewsInput, 'title' | 'excerpt' | 'content'> & { author: string };

/** POST /api/news through the outbox: title, excerpt, content, author, the cover (if any) as imageUrl. */
export function submitArticle({ title, excerpt, content, author }: ArticleFields, image: Blob | null): Promise<SubmitResult> {
  return submitWrite('submission.news', { title, excerpt, content, author }, attachImage(image, 'article'));
}
