import type { MyRegistration } from '@shared/schemas/registrations';
import type { CurrentUser } from '@shared/schemas/users';
import { localToday } from '../registration-stats';

export const PARTICIPANT: CurrentUser = {
  id: 4,
  email: 'participant@club.test',
  firstName: 'Arif',
  lastName: 'Hossain',
  phone: '+8801912345678',
  role: 'participant',
  createdAt: '2026-01-01T08:00:00.000Z',
  applicationStatus: 'approved',
  appliedAt: null,
  approvedAt: null,
  age: null,
  address: null,
  motivation: null,
  profileImageUrl: null,
};

/** A day `n` days from today on this device, as the server writes event dates. */
export const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localToday(d);
};

let nextId = 1;
export function reg(over: Partial<MyRegistration>): MyRegistration {
  return {
    id: nextId++,
    eventId: nextId,
    userId: 4,
    name: 'Arif Hossain',
    email: 'participant@club.test',
    phone: '+8801912345678',
    institution: null,
    reason: null,
    teamName: null,
    teamMembers: [],
    customAnswers: {},
    participantName: null,
    grade: null,
    experience: null,
    motivation: null,
    additionalInfo: null,
    status: 'pending',
    registeredAt: '2026-02-03T10:00:00.000Z',
    eventTitle: 'An event',
    eventDate: day(10),
    eventTime: '10:00 AM',
    eventLocation: 'Youth Centre',
    eventStatus: 'upcoming',
    ticketCode: null,
    waitlistPosition: null,
    ...over,
  };
}
