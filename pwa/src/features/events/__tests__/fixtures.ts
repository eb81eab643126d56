import type { CustomQuestion } from '@shared/schemas/events';
import type { MyRegistration, RegistrationStatus } from '@shared/schemas/registrations';
import { testUser } from '@/test/fixtures/users';
import { testEvent } from '@/test/fixtures/events';
import { testMyRegistration, testMyRsvp } from '@/test/fixtures/registrations';

export const QUESTIONS: CustomQuestion[] = [
  { id: 'q1', question: 'Name of your idea', type: 'text', required: true, options: [] },
  { id: 'q2', question: 'Describe the problem', type: 'textarea', required: true, options: [] },
  { id: 'q3', question: 'Which zero', type: 'select', required: true, options: ['Zero poverty', 'Zero net carbon'] },
  { id: 'q4', question: 'Pitched before', type: 'radio', required: false, options: ['Yes', 'No'] },
  { id: 'q5', question: 'Support wanted', type: 'checkbox', required: false, options: ['Mentoring', 'Seed funding'] },
];

export const EVENT = testEvent({
  id: 7,
  title: 'Idea Pitch',
  description: 'Pitch a social business.',
  date: '2026-12-15',
  time: '2:30 PM',
  category: 'competition',
  registrationRequired: true,
  requiresRegistration: true,
  maxParticipants: 40,
  registeredCount: 3,
  urgency: 'normal',
});

export const USER = testUser({ phone: '+8801812345678' });

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One of USER's registrations as GET /api/event-registrations/mine lists it (with its event's fields). */
export const myRegistration = (eventId: number, status: RegistrationStatus, id = eventId): MyRegistration =>
  testMyRegistration(eventId, status, { id, userId: USER.id });

/** One of USER's RSVPs as GET /api/event-rsvp/mine lists it. */
export const myRsvp = (eventId: number) => testMyRsvp(eventId, USER.id);
