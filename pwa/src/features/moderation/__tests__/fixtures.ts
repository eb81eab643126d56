import { testArticle } from '@/test/fixtures/content';
import { testEvent } from '@/test/fixtures/events';
import { testRegistration } from '@/test/fixtures/registrations';
/** Content as the server presents it, for the content manager's tests. */
const when = '2026-03-01T10:00:00.000Z';
const common = { createdAt: when, updatedAt: when, createdBy: 1, approvedBy: null };

export const project = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Solar lamps',
  description: 'Lamps for 40 homes',
  imageUrl: null,
  status: 'pending',
  category: 'environment',
  completedAt: null,
  ...common,
  ...over,
});
export const article = (over: Record<string, unknown> = {}) => ({
  ...testArticle({ content: 'Words', author: 'Admin', publishedAt: when, ...common }),
  ...over,
});
export const image = (over: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'River clean-up',
  description: null,
  imageUrl: '/uploads/river.jpg',
  category: 'general',
  status: 'approved',
  ...common,
  ...over,
});
export const clubEvent = (over: Record<string, unknown> = {}) => ({
  ...testEvent({
    title: 'Olympiad',
    description: 'Maths',
    date: '2026-04-01',
    time: '9:00 AM',
    location: 'College',
    category: 'olympiad',
    registrationRequired: true,
    requiresRegistration: true,
    maxParticipants: 200,
    registeredCount: 3,
    ...common,
  }),
  ...over,
});
export const registration = (over: Record<string, unknown> = {}) => ({ ...testRegistration({ registeredAt: when }), orphanAnswers: [], ...over });
