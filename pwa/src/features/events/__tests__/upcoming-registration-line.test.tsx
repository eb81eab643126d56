import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { rememberAnonymousTicket } from '@/components/tickets/anonymous-tickets.store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { UpcomingRegistrationLine } from '../components/upcoming-registration-line';
import { USER, json, myRegistration } from './fixtures';

/** Issue 29: the home page says where the person's upcoming registration is. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA');
let registrations: unknown[];

beforeEach(async () => {
  await db.me.clear();
  registrations = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { registrations })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderLine = (user: typeof USER | null) =>
  render(
    <MemoryRouter>
      <AuthProvider initialUser={user}>
        <UpcomingRegistrationLine />
      </AuthProvider>
    </MemoryRouter>,
  );

describe('UpcomingRegistrationLine', () => {
  it("a participant: 'You are registered for {event}' for the soonest one still to come, with 'Show ticket'", async () => {
    registrations = [
      { ...myRegistration(8, 'confirmed'), eventTitle: 'Later Workshop', eventDate: inDays(20), eventStatus: 'upcoming' },
      { ...myRegistration(7, 'pending'), eventTitle: 'Idea Pitch', eventDate: inDays(3), eventStatus: 'upcoming' },
      { ...myRegistration(9, 'confirmed'), eventTitle: 'Past Talk', eventDate: inDays(-3), eventStatus: 'completed' },
      { ...myRegistration(10, 'cancelled'), eventTitle: 'Dropped', eventDate: inDays(1), eventStatus: 'upcoming' },
    ];
    renderLine(USER);
    const line = await screen.findByTestId('home-registration-line');
    expect(line.textContent).toContain('You are registered for Idea Pitch');
    expect(screen.getByRole('link', { name: 'Show ticket' }).getAttribute('href')).toBe('/events/7?ticket=show');
  });

  it("a visitor's ticket kept on this phone counts too", async () => {
    await rememberAnonymousTicket({
      registrationId: 41,
      ticketCode: 'T-41',
      name: 'Tania Sultana',
      eventId: 12,
      eventTitle: 'River Clean-Up',
      eventDate: inDays(5),
      eventTime: null,
      status: 'pending',
      waitlistPosition: null,
      cancelLink: null,
      savedAt: new Date().toISOString(),
    });
    renderLine(null);
    expect((await screen.findByTestId('home-registration-line')).textContent).toContain('You are registered for River Clean-Up');
  });
});
