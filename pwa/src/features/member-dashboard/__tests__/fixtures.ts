import type { UserAnalytics } from '@shared/schemas/analytics';
import type { ClubEvent } from '@shared/schemas/events';
import type { OwnProfile } from '@shared/schemas/members';
import { testUser } from '@/test/fixtures/users';
import { testEvent } from '@/test/fixtures/events';
import { testMember } from '@/test/fixtures/content';

export const member = testUser({ id: 21, email: 'nusrat@club.test', createdAt: '2026-01-05T08:00:00.000Z' });

/** The member's team profile as GET /api/member-profile/user/:userId answers it: published, with a position. */
export const teamProfile = (position: string | null): OwnProfile => ({
  ...testMember({
    id: 7,
    userId: member.id,
    name: 'Nusrat Jahan',
    username: 'nusrat',
    role: null,
    position,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    createdBy: member.id,
    approvedBy: 1,
  }),
  reviewStatus: 'approved',
  changes: [],
});

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const activity = (id: number, title: string, points: number, type: UserAnalytics['activities'][number]['type'] = 'content_created') => ({
  id,
  type,
  title,
  description: null,
  date: `2026-06-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
  points,
});

/** 180 points (Active Member, 120 to Active Contributor), a 2-day streak, five activities. */
export const analytics: UserAnalytics = {
  analytics: {
    projectsJoined: 1,
    eventsAttended: 0,
    articlesContributed: 1,
    totalPoints: 180,
    level: 'Active Member',
    joinDate: '2026-01-05T08:00:00.000Z',
    daysActive: 4,
    streak: 2,
  },
  achievements: [
    {
      id: 1,
      key: 'first-project',
      icon: '🚀',
      title: 'First Project',
      description: 'Your first approved project',
      category: 'contribution',
      points: 20,
      dateEarned: '2026-06-15T09:00:00.000Z',
    },
    { id: 2, key: 'storyteller', icon: '✍️', title: 'Storyteller', description: null, category: 'impact', points: 20, dateEarned: '2026-06-13T09:00:00.000Z' },
  ],
  activities: [
    activity(5, 'Project approved: Compost for the market', 50, 'project_joined'),
    activity(4, 'Registration confirmed: Pitch night', 10, 'event_attended'),
    activity(3, 'Article published: River clean-up', 30),
    activity(2, 'Photo approved: Tree drive', 10),
    activity(1, 'Photo approved: Seedlings', 10),
  ],
};

export const clubEvent = (id: number, offset: number, title: string, status: ClubEvent['status'] = 'upcoming') =>
  testEvent({ id, title, date: day(offset), status });

/** Today's workshop, then three later events and a cancelled one. */
export const events: ClubEvent[] = [
  clubEvent(1, 0, 'Marketing workshop'),
  clubEvent(2, 40, 'Leadership bootcamp'),
  clubEvent(3, 50, 'Story night'),
  clubEvent(4, 60, 'Hackathon'),
  clubEvent(5, 45, 'Called off', 'cancelled'),
];

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
