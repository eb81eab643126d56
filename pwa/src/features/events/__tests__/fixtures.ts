import type { ClubEvent, CustomQuestion } from '@shared/schemas/events';
import type { CurrentUser } from '@shared/schemas/users';

export const QUESTIONS: CustomQuestion[] = [
  { id: 'q1', question: 'Name of your idea', type: 'text', required: true, options: [] },
  { id: 'q2', question: 'Describe the problem', type: 'textarea', required: true, options: [] },
  { id: 'q3', question: 'Which zero', type: 'select', required: true, options: ['Zero poverty', 'Zero net carbon'] },
  { id: 'q4', question: 'Pitched before', type: 'radio', required: false, options: ['Yes', 'No'] },
  { id: 'q5', question: 'Support wanted', type: 'checkbox', required: false, options: ['Mentoring', 'Seed funding'] },
];

export const EVENT: ClubEvent = {
  id: 7,
  title: 'Idea Pitch',
  description: 'Pitch a social business.',
  date: '2026-12-15',
  time: '2:30 PM',
  location: 'Community Centre',
  category: 'competition',
  status: 'upcoming',
  registrationRequired: true,
  requiresRegistration: true,
  teamEvent: false,
  maxParticipants: 40,
  registeredCount: 3,
  eligibility: null,
  prizes: null,
  contactInfo: null,
  urgency: 'normal',
  imageUrl: null,
  customQuestions: [],
  waitlistEnabled: true,
  autoConfirm: false,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const USER: CurrentUser = {
  id: 3,
  email: 'member@club.test',
  firstName: 'Nusrat',
  lastName: 'Jahan',
  phone: '+8801812345678',
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

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
