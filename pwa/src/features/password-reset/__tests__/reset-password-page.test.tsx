import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { homePathOf } from '@shared/policies/roles';
import type { Role } from '@shared/schemas/users';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { AuthProvider } from '@/lib/auth';
import { i18n, loadLanguage } from '@/lib/i18n';
import { testUser } from '@/test/fixtures/users';
import { ResetPasswordPage } from '../components/reset-password-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = 'a'.repeat(43);
const member = testUser();
let fetchMock: ReturnType<typeof vi.fn>;
let pathAfterSignIn: ReturnType<typeof vi.fn<(role: Role | undefined) => string>>;

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}
const renderPage = (token: string | null = TOKEN) =>
  render(
    <AuthProvider initialUser={null}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage token={token} pathAfterSignIn={pathAfterSignIn} />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </AuthProvider>,
  );
function fill(password: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmPassword } });
}
/** As Enter in a text field does: the form is submitted from the field, which keeps the focus. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter' });
  (input as HTMLInputElement).form!.requestSubmit();
}
/** The server refuses the link with `code`. */
const refuse = (code: string, message: string) => fetchMock.mockImplementation(async () => json(400, { message, code, key: code }));
const resetCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/reset-password');

beforeEach(() => {
  pathAfterSignIn = vi.fn((role: Role | undefined) => homePathOf(role as never));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  document.cookie = 'club.signed_in=; path=/; max-age=0';
  vi.unstubAllGlobals();
  resetToasts();
  await act(() => i18n.changeLanguage('en'));
});

describe('ResetPasswordPage', () => {
  it('holds the registration rules and the confirmation before sending anything', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    fill('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('long-enough-1', 'long-enough-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and the new password with Enter, signs in and goes where Login would send the user', async () => {
    // The answer's Set-Cookie, as the browser keeps it: the app then reads the signed-in user.
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/user') return json(200, member);
      document.cookie = 'club.signed_in=1; path=/';
      return json(200, { message: 'Your password has been changed. You are signed in.', user: member });
    });
    renderPage();
    fill('New-password-2', 'New-password-2');
    pressEnter(screen.getByLabelText('Confirm new password'));
    expect((await screen.findByTestId('where')).textContent).toBe(homePathOf('member'));
    expect(pathAfterSignIn).toHaveBeenCalledWith('member');
    const [, init] = resetCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'New-password-2' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(true);
  });

  it.each([
    ['link_expired', 'This link has expired. Please ask for a new one.', 'This link has expired', 'A link works for 1 hour.'],
    ['link_used', 'This link has already been used, or a newer one was sent.', 'This link was already used', 'only the newest one works'],
    ['link_invalid', 'This link is not valid.', 'This link does not work', 'may be incomplete'],
  ])('a link refused with %s says so and offers a new one', async (code, message, title, note) => {
    refuse(code, message);
    renderPage();
    fill('New-password-2', 'New-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const alert = await screen.findByTestId('reset-link-problem');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(alert.textContent).toContain(note);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('a page opened without a token says the link does not work, without asking the server', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('any other failure keeps the form and says what the server said', async () => {
    fetchMock.mockImplementation(async () =>
      json(403, {
        message: 'This account has been disabled. Please contact the club.',
        code: 'forbidden',
        key: 'this_account_has_been_disabled_please_contact_the_club',
      }),
    );
    renderPage();
    fill('New-password-2', 'New-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The password could not be changed');
    expect(status.textContent).toContain('This account has been disabled. Please contact the club.');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('New-password-2');
  });

  it('speaks Bangla to a reader in Bangla, the link problem too', async () => {
    await act(async () => {
      await loadLanguage('bn');
      await i18n.changeLanguage('bn');
    });
    refuse('link_expired', 'This link has expired. Please ask for a new one.');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'নতুন পাসওয়ার্ড দিন' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('নতুন পাসওয়ার্ড'), { target: { value: 'New-password-2' } });
    fireEvent.change(screen.getByLabelText('নতুন পাসওয়ার্ড আবার লিখুন'), { target: { value: 'New-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সংরক্ষণ করুন' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'এই লিংকের মেয়াদ শেষ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'নতুন লিংক চেয়ে নিন' })).toBeTruthy();
  });
});
