import type { NewsArticle } from '@shared/schemas/content';

export const newsArticle = (n: Partial<NewsArticle> & { id: number }): NewsArticle => ({
  title: `Article ${n.id}`,
  content: '<p>Body</p>',
  excerpt: null,
  category: 'Update',
  author: 'Tanvir Hasan',
  status: 'published',
  imageUrl: null,
  coverImageUrl: null,
  images: [],
  readCount: 0,
  estimatedReadTime: 1,
  publishedAt: '2025-03-05T09:00:00.000Z',
  createdAt: '2025-03-04T09:00:00.000Z',
  updatedAt: '2025-03-05T09:00:00.000Z',
  createdBy: null,
  approvedBy: null,
  ...n,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ETag: '"n1"' } });
