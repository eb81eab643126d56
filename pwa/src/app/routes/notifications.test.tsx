import '@/features/notifications/notifications.slots';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '@/lib/db';
import { AuthProvider } from '@/lib/auth';
import { testUser } from '@/test/fixtures/users';
import { routes } from '../router';

const USER = testUser({ id: 42 });
const INBOX = {
  notifications: [
    {
      id: 1,
      kind: 'application.decided',
      title: { en: 'Application approved', bn: 'আবেদন অনুমোদিত' },
      body: { en: 'Welcome to the club!', bn: 'ক্লাবে স্বাগতম!' },
      url: '/member-dashboard',
      createdAt: new Date().toISOString(),
      read: false,
    },
  ],
  unread: 1,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(url === '/api/notifications' ? INBOX : {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/notifications', () => {
  it('is the bell’s page, in the common layout: the header’s bell links to it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/notifications'] });
    render(
      <AuthProvider initialUser={USER}>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Application approved')).toBeTruthy();
    const bell = await within(screen.getByRole('banner')).findByRole('link', { name: /^Notifications/ });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.getAttribute('aria-current')).toBe('page');
  }, 20_000);
});
