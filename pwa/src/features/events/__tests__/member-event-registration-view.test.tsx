import { SYSTEM_SETTINGS_DEFAULTS } from '@shared/schemas/site-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import type { MirroredList } from '@/lib/mirror';
import { mirroredListOf } from '@/test/fixtures/events';
import { applySavedSiteSettings, resetSiteSettingsForTests } from '@/lib/site-settings';
import { MemberEventRegistrationView } from '../components/member-event-registration-view';
import { testRegistration } from '@/test/fixtures/registrations';
import { EVENT, USER, json, myRegistration as reg } from './fixtures';

const open: ClubEvent = { ...EVENT, id: 11, title: 'Math Olympiad', category: 'olympiad', maxParticipants: 40, registeredCount: 3, contactInfo: 'Ask Rumi' };
const pending: ClubEvent = { ...EVENT, id: 12, title: 'Pitch Night', maxParticipants: null, registeredCount: 5 };
const confirmed: ClubEvent = { ...EVENT, id: 13, title: 'Debate Day', status: 'ongoing' };
const full: ClubEvent = { ...EVENT, id: 14, title: 'Robotics Camp', maxParticipants: 2, registeredCount: 2 };
const cancelledOnce: ClubEvent = { ...EVENT, id: 15, title: 'Coding Club' };
const done: ClubEvent = { ...EVENT, id: 16, title: 'Old Workshop', status: 'completed' };
const rsvpOnly: ClubEvent = { ...EVENT, id: 17, title: 'Monthly Meeting', registrationRequired: false, requiresRegistration: false };
const EVENTS = [open, pending, confirmed, full, cancelledOnce, done, rsvpOnly];

let registrations = [reg(12, 'pending'), reg(13, 'confirmed'), reg(15, 'cancelled')];
let fetchMock: ReturnType<typeof vi.fn>;
/** The outbox and the device database take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const listOf = (items: ClubEvent[], extra: Partial<MirroredList<ClubEvent>> = {}) => mirroredListOf(items, extra);
function renderView(list: MirroredList<ClubEvent> = listOf(EVENTS)) {
  return render(
    <MemoryRouter>
      <AuthProvider initialUser={USER}>
        <MemberEventRegistrationView list={list} />
      </AuthProvider>
    </MemoryRouter>,
  );
}
const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear(), db.events.clear(), db.meta.clear()]);
  resetToasts();
  registrations = [reg(12, 'pending'), reg(13, 'confirmed'), reg(15, 'cancelled')];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/event-registrations/mine')) return json(200, { registrations });
    if (url.startsWith('/api/event-rsvp/mine')) return json(200, { rsvps: [] });
    if (url.startsWith('/api/event-registrations') && init?.method === 'POST') {
      const mine = reg(11, 'pending', 99);
      registrations = [...registrations, mine];
      const registration = testRegistration({ id: 99, eventId: 11, userId: USER.id });
      return json(201, { message: 'You have been registered for the event.', status: 'pending', registration, ticketCode: mine.ticketCode });
    }
    return json(200, { events: EVENTS });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetSiteSettingsForTests();
});

describe('MemberEventRegistrationView', () => {
  it('shows the upcoming and ongoing registration events with their details and the capacity', async () => {
    renderView();
    const c = card('Math Olympiad');
    expect(within(c).getByText('Olympiad')).toBeTruthy();
    expect(within(c).getByText(open.description)).toBeTruthy();
    expect(within(c).getByText('Tuesday, December 15, 2026')).toBeTruthy();
    expect(within(c).getByText('2:30 PM')).toBeTruthy();
    expect(within(c).getByText('Community Centre')).toBeTruthy();
    expect(within(c).getByTestId('capacity').textContent).toBe('3 / 40 registered');
    expect(within(c).getByTestId('spots-left').textContent).toBe('37 spots left');
    expect(within(c).getByText('Contact: Ask Rumi')).toBeTruthy();
    expect(within(card('Pitch Night')).getByTestId('capacity').textContent).toBe('5 registered');
    expect(within(card('Debate Day')).getByText('Debate Day')).toBeTruthy();
    expect(screen.queryByText('Old Workshop')).toBeNull();
    expect(screen.queryByText('Monthly Meeting')).toBeNull();
  });

  it("shows Register Now, Registered (disabled, with the registration's status) and Event Full (disabled)", async () => {
    renderView();
    expect(within(card('Math Olympiad')).getByRole('button', { name: 'Register Now' })).toBeTruthy();
    await waitFor(() => expect(within(card('Pitch Night')).getByRole('button', { name: 'Registered' })).toBeTruthy(), SLOW);
    const registered = within(card('Pitch Night')).getByRole('button', { name: 'Registered' }) as HTMLButtonElement;
    expect(registered.disabled).toBe(true);
    expect(within(card('Pitch Night')).getByText('Pending')).toBeTruthy();
    expect(within(card('Debate Day')).getByText('Confirmed')).toBeTruthy();
    expect((within(card('Debate Day')).getByRole('button', { name: 'Registered' }) as HTMLButtonElement).disabled).toBe(true);
    const fullButton = within(card('Robotics Camp')).getByRole('button', { name: 'Event Full' }) as HTMLButtonElement;
    expect(fullButton.disabled).toBe(true);
    expect(within(card('Robotics Camp')).queryByTestId('spots-left')).toBeNull();
    // A cancelled registration does not hold a place: the member may register again.
    expect(within(card('Coding Club')).getByRole('button', { name: 'Register Now' })).toBeTruthy();
  });

  it('shows the loading, empty and error states', () => {
    const { unmount } = renderView(listOf([], { isLoading: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading events...');
    unmount();
    const empty = renderView(listOf([done, rsvpOnly]));
    expect(screen.getByRole('heading', { name: 'No Registration Events' })).toBeTruthy();
    empty.unmount();
    renderView(listOf([], { error: true }));
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Unable to load events' })).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page')).toBeTruthy();
  });

  it('says registrations are closed instead of Register Now while the site settings close them', async () => {
    applySavedSiteSettings({ ...SYSTEM_SETTINGS_DEFAULTS, siteName: 'Club', allowRegistrations: false });
    renderView();
    expect(within(card('Math Olympiad')).queryByRole('button', { name: 'Register Now' })).toBeNull();
    expect(within(card('Math Olympiad')).getByTestId('registrations-closed')).toBeTruthy();
    await waitFor(() => expect(within(card('Pitch Night')).getByText('Pending')).toBeTruthy(), SLOW);
  });

  it('registers through the member form and then shows Registered with the status', async () => {
    renderView();
    fireEvent.click(within(card('Math Olympiad')).getByRole('button', { name: 'Register Now' }));
    const dialog = screen.getByTestId('register-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Register for Math Olympiad' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Nusrat Jahan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Registration successful!'), SLOW);
    expect(getToasts()[0]?.description).toBe('You have been registered for the event.');
    expect(within(dialog).queryByRole('heading')).toBeNull();
    await waitFor(() => expect(within(card('Math Olympiad')).getByRole('button', { name: 'Registered' })).toBeTruthy(), SLOW);
    expect(within(card('Math Olympiad')).getByText('Pending')).toBeTruthy();
  });

  it('offline: the registration waits in the outbox and the card says so instead of offering it again', async () => {
    renderView();
    await waitFor(() => expect(within(card('Pitch Night')).getByText('Pending')).toBeTruthy(), SLOW);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(within(card('Math Olympiad')).getByRole('button', { name: 'Register Now' }));
    fireEvent.click(within(screen.getByTestId('register-dialog')).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Saved — it will be sent when you are back online'), SLOW);
    await waitFor(() => expect(within(card('Math Olympiad')).getByText('Waiting to be sent')).toBeTruthy(), SLOW);
    expect((within(card('Math Olympiad')).getByRole('button', { name: 'Registered' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });
});
