import type { OwnProfile } from '@shared/schemas/members';
import type { CurrentUser } from '@shared/schemas/users';

export const MEMBER: CurrentUser = {
  id: 3,
  email: 'member@club.test',
  firstName: 'Nusrat',
  lastName: 'Jahan',
  phone: null,
  role: 'member',
  createdAt: '2025-01-01T00:00:00.000Z',
  applicationStatus: 'approved',
  appliedAt: null,
  approvedAt: null,
  age: null,
  address: null,
  motivation: null,
  profileImageUrl: null,
};

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
