import { describe, expect, it } from 'vitest';
import { isEventOpen, isRegistrationOpen, isRsvpOpen } from './events';

describe('event is open', () => {
  it('upcoming and ongoing events are open; completed and cancelled are not', () => {
    expect(['upcoming', 'ongoing', 'completed', 'cancelled'].map((status) => isEventOpen({ status }))).toEqual([true, true, false, false]);
  });

  it('Register Now for events that need a registration, RSVP for the others, only while open', () => {
    expect(isRegistrationOpen({ status: 'upcoming', registrationRequired: true })).toBe(true);
    expect(isRegistrationOpen({ status: 'upcoming', requiresRegistration: true })).toBe(true);
    expect(isRegistrationOpen({ status: 'completed', registrationRequired: true })).toBe(false);
    expect(isRsvpOpen({ status: 'ongoing', registrationRequired: false })).toBe(true);
    expect(isRsvpOpen({ status: 'ongoing', registrationRequired: true })).toBe(false);
    expect(isRsvpOpen({ status: 'cancelled' })).toBe(false);
  });
});
