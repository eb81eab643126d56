import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { ApplicationStatusPage } from '../components/application-status-page';
import { testUser } from '@/test/fixtures/users';

const applicant = testUser({
  id: 9,
  email: 'applicant@club.test',
  firstName: 'Sadia',
  lastName: 'Akter',
  phone: '+8801700000009',
  role: 'applicant',
  createdAt: '2026-03-01T08:00:00.000Z',
  applicationStatus: 'pending',
  appliedAt: '2026-03-02T08:00:00.000Z',
  age: '19',
  address: 'Station Road, Rangpur',
  motivation: 'I want to start a reading circle.',
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(user?: CurrentUser | null) {
  render(
    <MemoryRouter>
      <AuthProvider initialUser={user}>
        <ApplicationStatusPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(async () => {
  await db.me.clear();
  document.cookie = 'club.signed_in=1; path=/'; // as the server sets it at sign-in
});
afterEach(() => vi.unstubAllGlobals());

describe('ApplicationStatusPage', () => {
  it('pending: badge, under-review message, dates, details and links to projects and news', () => {
    renderPage(applicant);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Status' })).toBeTruthy();
    expect(screen.getByTestId('status-badge').textContent).toBe('Pending');
    expect(screen.getByText(/under review/)).toBeTruthy();
    expect(screen.getByText('Mar 2, 2026')).toBeTruthy();
    expect(screen.getByText('Not yet')).toBeTruthy();
    const details = within(screen.getByTestId('application-details'));
    for (const value of ['Sadia Akter', 'applicant@club.test', '+8801700000009', '19', 'Station Road, Rangpur', 'I want to start a reading circle.'])
      expect(details.getByText(value)).toBeTruthy();
    expect(link('Our Projects')).toBe('/projects');
    expect(link('Latest News')).toBe('/news');
  });

  it('approved: the upgrade message, the approval date and a way home', () => {
    renderPage({ ...applicant, applicationStatus: 'approved', approvedAt: '2026-03-10T08:00:00.000Z' });
    expect(screen.getByTestId('status-badge').textContent).toBe('Approved');
    expect(screen.getByText(/upgraded to a member account shortly/)).toBeTruthy();
    expect(screen.getByText('Mar 10, 2026')).toBeTruthy();
    expect(link('Go to Home')).toBe('/');
  });

  it('rejected: may reapply later, no call to action', () => {
    renderPage({ ...applicant, applicationStatus: 'rejected' });
    expect(screen.getByTestId('status-badge').textContent).toBe('Rejected');
    expect(screen.getByText(/reapply later/)).toBeTruthy();
    expect(screen.queryByTestId('next-steps')).toBeNull();
  });

  it.each([
    ['a member', { ...applicant, role: 'member' as const }],
    ['a visitor', null],
  ])('%s sees "Access Denied" with a button to /login', (_, user) => {
    renderPage(user);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(link('Go to Login')).toBe('/login');
    expect(screen.queryByTestId('status-badge')).toBeNull();
  });

  it('offline: shows the last known user kept on the device', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, applicant)),
    );
    renderPage();
    expect(await screen.findByText('Sadia Akter')).toBeTruthy();
    expect((await db.me.get('currentUser'))?.value).toMatchObject({ id: 9 });
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    expect(await screen.findByText('Sadia Akter')).toBeTruthy();
  });

  it('a refusal (401) signs out and forgets the kept user', async () => {
    await db.me.put({ key: 'currentUser', value: applicant });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Unauthorized', code: 'unauthorized' })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(await db.me.get('currentUser')).toBeUndefined();
  });
});
