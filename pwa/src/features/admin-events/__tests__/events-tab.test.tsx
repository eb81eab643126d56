import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClubEvent } from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/registration-answers';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { EventsTab } from '../components/events-tab';
import { testEvent } from '@/test/fixtures/events';
import { testRegistration } from '@/test/fixtures/registrations';

const event = (id: number, title: string, status: ClubEvent['status'], extra: Partial<ClubEvent> = {}) =>
  testEvent({
    id,
    title,
    status,
    description: 'd',
    location: 'Station Road',
    registrationRequired: true,
    requiresRegistration: true,
    createdBy: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  });

const registration = (id: number, eventId: number, name: string, extra: Partial<AdminRegistration> = {}): AdminRegistration => ({
  ...testRegistration({
    id,
    eventId,
    name,
    email: `${name.toLowerCase()}@example.org`,
    phone: '+8801711000000',
    reason: 'I want to learn a lot.',
    registeredAt: '2026-11-20T09:00:00.000Z',
  }),
  orphanAnswers: [],
  ...extra,
});

let events: ClubEvent[];
let registrations: AdminRegistration[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A small stand-in for the server's admin endpoints. */
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/events') return json({ events });
  if (u.pathname === '/api/event-registrations' && (init.method ?? 'GET') === 'GET') {
    const id = u.searchParams.get('eventId');
    return json(id ? registrations.filter((r) => r.eventId === Number(id)) : registrations);
  }
  const patch = /^\/api\/event-registrations\/(\d+)$/.exec(u.pathname);
  if (patch && init.method === 'PATCH') {
    registrations = registrations.map((r) => (r.id === Number(patch[1]) ? { ...r, ...JSON.parse(init.body as string) } : r));
    // The server answers the registration as saved, without the admin list's orphanAnswers.
    const { orphanAnswers: _, ...registration } = registrations.find((r) => r.id === Number(patch[1]))!;
    return json({ message: 'Registration status updated successfully', registration });
  }
  return json({ message: 'Not found' }, 404);
});

beforeEach(() => {
  events = [
    event(1, 'Robotics Day', 'upcoming', {
      urgency: 'urgent',
      registeredCount: 2,
      maxParticipants: 30,
      customQuestions: [{ id: 'q1', question: 'Your school (renamed)', type: 'text', required: false, options: [] }],
    }),
    event(2, 'Tree Planting', 'completed'),
  ];
  registrations = [
    registration(11, 1, 'Rafi', {
      customAnswers: { q1: 'Carmichael College' },
      orphanAnswers: [{ questionId: 'q9', question: 'T-shirt size', answer: ['M', 'L'] }],
    }),
    registration(12, 99, 'Tahmina', { status: 'confirmed' }),
    ...Array.from({ length: 10 }, (_, i) => registration(20 + i, 2, `Person${i}`, { status: 'confirmed' })),
  ];
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const renderTab = (entry = '/admin-dashboard?tab=events') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <EventsTab />
      <Toaster />
    </MemoryRouter>,
  );

describe('EventsTab', () => {
  it('shows the counts, All Events with status and seats, and the 10 newest registrations with "Event Not Found"', async () => {
    renderTab();
    const counts = screen.getByTestId('admin-event-counts');
    await waitFor(() => expect(within(counts).getByText('Total Registrations').nextSibling?.textContent).toBe('12'));
    expect(within(counts).getByText('Total Events').nextSibling?.textContent).toBe('2');
    expect(within(counts).getByText('Upcoming Events').nextSibling?.textContent).toBe('1');

    const rows = await screen.findAllByTestId('admin-event-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Robotics Day');
    expect(rows[0]!.textContent).toContain('Urgent');
    expect(rows[0]!.textContent).toContain('2 / 30 registered');
    expect(rows[0]!.textContent).toContain('Dec 20, 2026 · 10:00 AM');

    const recent = await screen.findAllByTestId('recent-registration');
    expect(recent).toHaveLength(10);
    expect(recent[1]!.textContent).toContain('Event Not Found');
    expect(recent[0]!.textContent).toContain('Robotics Day');
    expect(recent[0]!.textContent).toContain('Pending');
  });

  it('opens the create form from ?action=create-event', async () => {
    renderTab('/admin-dashboard?tab=events&action=create-event');
    expect(await screen.findByTestId('event-form')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Event' })).toBeTruthy();
  });

  it("shows one event's registrations with answers under their questions (removed ones too), and confirms a pending one", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrations for Robotics Day' }));
    const item = await screen.findByTestId('event-registration');
    expect(item.textContent).toContain('rafi@example.org');
    const answers = within(item).getByTestId('registration-answers');
    expect(within(answers).getByText('Your school (renamed)').nextSibling?.textContent).toBe('Carmichael College');
    expect(within(answers).getByText('T-shirt size (removed question)').nextSibling?.textContent).toBe('M, L');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/exports/event-registrations.csv?eventId=1');

    fireEvent.click(within(item).getByRole('button', { name: 'Confirm the registration of Rafi' }));
    expect((await screen.findByRole('status')).textContent).toContain('Registration status updated successfully');
    await waitFor(() => expect(within(screen.getByTestId('event-registration')).queryByRole('button', { name: /Confirm/ })).toBeNull());
    expect(screen.getByTestId('event-registration').textContent).toContain('Confirmed');
  });

  it('says "Failed to update status" when the server refuses, and "Unauthorized" on a 401', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Registrations for Robotics Day' }));
    const item = await screen.findByTestId('event-registration');
    fetchMock.mockImplementationOnce(async () => json({ message: 'This registration was already decided', code: 'conflict' }, 409));
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the registration of Rafi' }));
    let status = await screen.findByRole('status');
    expect(status.textContent).toContain('Failed to update status');
    expect(status.textContent).toContain('This registration was already decided');
    resetToasts();
    fetchMock.mockImplementationOnce(async () => json({ message: 'Unauthorized', code: 'unauthorized' }, 401));
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the registration of Rafi' }));
    status = await screen.findByRole('status');
    expect(status.textContent).toContain('Unauthorized');
  });
});
