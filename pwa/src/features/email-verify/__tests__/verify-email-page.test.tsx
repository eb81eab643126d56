import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { testUser } from '@/test/fixtures/users';
import { VerifyEmailPage } from '../components/verify-email-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = (code: string, message: string) => json(400, { code, message, key: code });
const unverified = testUser({ role: 'participant', emailVerified: false });
let fetchMock: ReturnType<typeof vi.fn>;

/** What the server answers: the verify call, then the signed-in user (after confirming, as proven). */
function serve(verifyAnswer: () => Response | Promise<Response>) {
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/verify-email') return verifyAnswer();
    if (url === '/api/auth/verify-email/resend') return json(200, { message: 'A new confirmation link is on its way. Please check your e-mail.' });
    if (url === '/api/auth/user') return json(200, { ...unverified, emailVerified: true });
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
}
const renderPage = (token: string | null, user: CurrentUser | null = null) =>
  render(
    <StrictMode>
      <MemoryRouter>
        <AuthProvider initialUser={user}>
          <VerifyEmailPage token={token} />
        </AuthProvider>
      </MemoryRouter>
    </StrictMode>,
  );
const verifyCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
const ending = async () => (await screen.findByText(/confirmed\.|expired\.|been used\.|not valid\./, { selector: 'p.font-semibold' })).textContent;

beforeEach(async () => {
  await db.me.clear();
  document.cookie = 'club.signed_in=1; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerifyEmailPage', () => {
  it('posts the token once on opening (StrictMode too) and says the address is confirmed; the signed-in copy of the user follows', async () => {
    serve(() => json(200, { message: 'Your e-mail address is confirmed' }));
    renderPage('the-token-from-the-mail', unverified);
    expect(screen.getByRole('status').textContent).toBe('Confirming your e-mail address…');
    expect(await ending()).toBe('Your e-mail address is confirmed.');
    expect(verifyCalls()).toHaveLength(1);
    expect(JSON.parse(String((verifyCalls()[0][1] as RequestInit).body))).toEqual({ token: 'the-token-from-the-mail' });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(true));
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('works signed out, then offers to sign in', async () => {
    document.cookie = 'club.signed_in=; max-age=0; path=/';
    serve(() => json(200, { message: 'Your e-mail address is confirmed' }));
    renderPage('the-token-from-the-mail');
    expect(await ending()).toBe('Your e-mail address is confirmed.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fdashboard');
  });

  it('an expired link says so, with Send again when signed in', async () => {
    serve(() => refused('link_expired', 'This link has expired. Please ask for a new one.'));
    renderPage('old-token', unverified);
    expect(await ending()).toBe('This link has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByText(/on its way/)).textContent).toBe('A new confirmation link is on its way. Please check your e-mail.');
  });

  it('a used link says so; signed out, it asks to sign in first', async () => {
    serve(() => refused('link_used', 'This link has already been used, or a newer one was sent.'));
    renderPage('used-token');
    expect(await ending()).toBe('This link has already been used.');
    expect(screen.getByText('Sign in to ask for a new link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('a used link of an account already proven says it is confirmed, and offers nothing to send', async () => {
    serve(() => refused('link_used', 'This link has already been used, or a newer one was sent.'));
    renderPage('used-token', testUser({ emailVerified: true }));
    expect(await ending()).toBe('Your e-mail address is already confirmed.');
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('a link without a token, or one the server does not know, is not valid', async () => {
    serve(() => refused('link_invalid', 'This link is not valid.'));
    renderPage(null, unverified);
    expect(await ending()).toBe('This link is not valid.');
    expect(verifyCalls()).toHaveLength(0);
    cleanup();
    renderPage('unknown-token', unverified);
    expect(await ending()).toBe('This link is not valid.');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('offline it says confirming needs a connection, and tries again', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { message: 'Your e-mail address is confirmed' })));
    renderPage('the-token-from-the-mail', unverified);
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ending()).toBe('Your e-mail address is confirmed.');
  });
});
