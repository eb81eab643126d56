import type { NewsArticle } from '@shared/schemas/content';
import { testArticle } from '@/test/fixtures/content';

export const newsArticle = (n: Partial<NewsArticle> & { id: number }) => testArticle({ title: `Article ${n.id}`, ...n });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ETag: '"n1"' } });
