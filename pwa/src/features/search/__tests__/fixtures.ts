/** Small typed records for the search tests (only the fields search reads matter). */
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { ClubEvent } from '@shared/schemas/events';
import type { Member } from '@shared/schemas/members';
import type { SearchSources } from '../search-index';
import { testEvent } from '@/test/fixtures/events';
import { testArticle, testMember } from '@/test/fixtures/content';

const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', createdBy: null };

export const project = (p: Partial<Project> & { id: number }): Project => ({
  title: 'P',
  description: '',
  imageUrl: null,
  status: 'approved',
  category: 'general',
  completedAt: null,
  approvedBy: null,
  ...stamp,
  ...p,
});
export const article = (n: Partial<NewsArticle> & { id: number }) => testArticle({ title: 'N', content: '', author: 'A', publishedAt: null, ...stamp, ...n });
export const event = (e: Partial<ClubEvent> & { id: number }) =>
  testEvent({ title: 'E', description: '', date: '2025-12-01', time: '10:00', location: '', category: 'other', ...stamp, ...e });
export const photo = (g: Partial<GalleryImage> & { id: number }): GalleryImage => ({
  title: 'G',
  description: null,
  imageUrl: '/g.jpg',
  category: 'general',
  status: 'approved',
  approvedBy: null,
  ...stamp,
  ...g,
});
export const member = (m: Partial<Member> & { id: number }): Member => testMember({ name: 'M', role: null, ...stamp, ...m });

export const sources = (s: Partial<SearchSources>): SearchSources => ({ projects: [], news: [], events: [], gallery: [], members: [], ...s });
