import type { MyRegistration } from '@shared/schemas/registrations';
import { localToday } from '../registration-stats';
import { testRegistration } from '@/test/fixtures/registrations';
import { testUser } from '@/test/fixtures/users';

export const PARTICIPANT = testUser({
  id: 4,
  email: 'participant@club.test',
  firstName: 'Arif',
  lastName: 'Hossain',
  phone: '+8801912345678',
  role: 'participant',
  createdAt: '2026-01-01T08:00:00.000Z',
});

/** A day `n` days from today on this device, as the server writes event dates. */
export const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return localToday(d);
};

let nextId = 1;
export function reg(over: Partial<MyRegistration>): MyRegistration {
  return {
    ...testRegistration({ id: nextId++, eventId: nextId, userId: 4, name: 'Arif Hossain', email: PARTICIPANT.email, phone: PARTICIPANT.phone, reason: null }),
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
