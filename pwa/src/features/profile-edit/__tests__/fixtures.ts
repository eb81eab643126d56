import type { OwnProfile } from '@shared/schemas/members';
import { testUser } from '@/test/fixtures/users';

export const MEMBER = testUser();

export const profile = (over: Partial<OwnProfile> = {}): OwnProfile => ({
  id: 12,
  userId: 3,
  name: 'Nusrat Jahan',
  username: 'nusrat',
  role: 'Volunteer Lead',
  position: 'Volunteer Lead',
  bio: 'I lead the tree drives.',
  profileImageUrl: '/uploads/nusrat.jpg',
  status: 'approved',
  email: 'nusrat@example.org',
  website: 'https://nusrat.example.org',
  social: { linkedin: null, facebook: 'https://www.facebook.com/nusrat' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  createdBy: 3,
  approvedBy: 1,
  reviewStatus: 'approved',
  changes: [],
  ...over,
});

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
