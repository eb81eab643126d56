import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Notice } from '@shared/schemas/notices';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { NoticeBanner } from '../components/notice-banner';
import { DISMISSED_KEY } from '../notice-selection';

const day = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const base: Notice = {
  id: 1,
  title: 'Heavy rain alert',
  message: 'Outdoor work is postponed.',
  type: 'urgent',
  priority: 'urgent',
  targetAudience: 'all',
  startDate: iso(-1),
  endDate: iso(2),
  link: null,
  linkText: null,
  dismissible: false,
  createdAt: iso(-2),
  updatedAt: iso(-2),
};
const notices: Notice[] = [
  base,
  { ...base, id: 2, title: 'Bootcamp registration', type: 'event', priority: 'high', link: '/events', linkText: null, dismissible: true },
  {
    ...base,
    id: 3,
    title: 'Agenda posted',
    type: 'reminder',
    priority: 'medium',
    link: 'https://example.org/agenda',
    linkText: 'Read the agenda',
    dismissible: true,
  },
  { ...base, id: 4, title: 'Expired', startDate: iso(-10), endDate: iso(-5) },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const show = () =>
  render(
    <AuthProvider initialUser={null}>
      <MemoryRouter>
        <NoticeBanner />
      </MemoryRouter>
    </AuthProvider>,
  );

beforeEach(async () => {
  localStorage.clear();
  await Promise.all([db.notices.clear(), db.meta.clear()]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(notices)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('NoticeBanner', () => {
  it('cycles through the current notices with wraparound and a counter', async () => {
    show();
    expect(await screen.findByText('Heavy rain alert')).toBeTruthy();
    expect(screen.getByTestId('notice-counter').textContent).toBe('1/3');
    expect(screen.getByTestId('notice-priority').textContent).toBe('Urgent');
    expect(screen.queryByRole('button', { name: 'Dismiss notice' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(screen.getByText('Agenda posted')).toBeTruthy();
    expect(screen.getByTestId('notice-counter').textContent).toBe('3/3');
    const external = screen.getByRole('link', { name: /Read the agenda/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    fireEvent.click(screen.getByRole('button', { name: 'Next notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByText('Bootcamp registration')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/events');
    expect(screen.getByTestId('notice-type').textContent).toBe('Event');
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('dismisses for good, stepping back when the last notice goes', async () => {
    show();
    await screen.findByText('Heavy rain alert');
    fireEvent.click(screen.getByRole('button', { name: 'Previous notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual([3]);
    expect(screen.getByText('Bootcamp registration')).toBeTruthy();
    expect(screen.getByTestId('notice-counter').textContent).toBe('2/2');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual([3, 2]);
    expect(screen.getByText('Heavy rain alert')).toBeTruthy();
    expect(screen.queryByTestId('notice-counter')).toBeNull();
  });

  it('shows nothing when every current notice was dismissed before', async () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([1, 2, 3]));
    const { container } = show();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML).toBe('');
  });
});

describe('NoticeBanner on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} })),
    );
  });

  it('starts compact with the title and one line, and a tap shows it all until Show less', async () => {
    show();
    const toggle = await screen.findByRole('button', { name: /Heavy rain alert/, expanded: false });
    expect(screen.getByTestId('notice-banner').dataset.compact).toBe('true');
    expect(toggle.textContent).toContain('Outdoor work is postponed.');
    expect(screen.getByTestId('notice-priority').textContent).toBe('Urgent');
    expect(screen.queryByTestId('notice-type')).toBeNull();

    fireEvent.click(toggle);
    expect(screen.getByTestId('notice-banner').dataset.compact).toBe('false');
    const less = screen.getByRole('button', { name: 'Show less', expanded: true });
    expect(document.getElementById(less.getAttribute('aria-controls')!)!.textContent).toBe('Outdoor work is postponed.');
    fireEvent.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(screen.getByRole('link', { name: /Read the agenda/ })).toBeTruthy();

    fireEvent.click(less);
    expect(screen.getByRole('button', { name: /Agenda posted/, expanded: false })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Read the agenda/ })).toBeNull();
  });

  it('keeps Dismiss in the compact banner for dismissible notices, and the dismissal is stored', async () => {
    show();
    await screen.findByRole('button', { name: /Heavy rain alert/, expanded: false });
    expect(screen.queryByRole('button', { name: 'Dismiss notice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual([2]);
    expect(screen.queryByText('Bootcamp registration')).toBeNull();
  });
});
