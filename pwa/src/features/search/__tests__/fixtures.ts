/** Small typed records for the search tests (only the fields search reads matter). */
import type { GalleryImage, NewsArticle, Project } from '@shared/schemas/content';
import type { ClubEvent } from '@shared/schemas/events';
import type { Member } from '@shared/schemas/members';
import type { SearchSources } from '../search-index';

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
export const article = (n: Partial<NewsArticle> & { id: number }): NewsArticle => ({
  title: 'N',
  content: '',
  excerpt: null,
  category: 'Update',
  author: 'A',
  status: 'published',
  imageUrl: null,
  coverImageUrl: null,
  images: [],
  readCount: 0,
  estimatedReadTime: 1,
  publishedAt: null,
  approvedBy: null,
  ...stamp,
  ...n,
});
export const event = (e: Partial<ClubEvent> & { id: number }): ClubEvent => ({
  title: 'E',
  description: '',
  date: '2025-12-01',
  time: '10:00',
  location: '',
  category: 'other',
  status: 'upcoming',
  registrationRequired: false,
  requiresRegistration: false,
  teamEvent: false,
  maxParticipants: null,
  registeredCount: 0,
  eligibility: null,
  prizes: null,
  contactInfo: null,
  urgency: null,
  imageUrl: null,
  customQuestions: [],
  waitlistEnabled: true,
  autoConfirm: false,
  ...stamp,
  ...e,
});
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
export const member = (m: Partial<Member> & { id: number }): Member => ({
  userId: null,
  name: 'M',
  username: null,
  role: null,
  position: null,
  bio: null,
  profileImageUrl: null,
  status: 'approved',
  email: null,
  website: null,
  social: { linkedin: null, facebook: null },
  approvedBy: null,
  ...stamp,
  ...m,
});

export const sources = (s: Partial<SearchSources>): SearchSources => ({ projects: [], news: [], events: [], gallery: [], members: [], ...s });
