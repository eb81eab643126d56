import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/toast-store';
import { i18n, loadLanguage } from '@/lib/i18n';
import { ForgotPasswordPage } from '../components/forgot-password-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ANSWER = { message: 'If an account uses this address, we have sent it a link to reset the password.' };
let fetchMock: ReturnType<typeof vi.fn>;

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/forgot-password']}>
      <ForgotPasswordPage />
      <Toaster />
    </MemoryRouter>,
  );
/** As Enter in a text field does: the form is submitted from the field, which keeps the focus. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter' });
  (input as HTMLInputElement).form!.requestSubmit();
}

beforeEach(() => {
  fetchMock = vi.fn(async () => json(202, ANSWER));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetToasts();
  await act(() => i18n.changeLanguage('en'));
});

describe('ForgotPasswordPage', () => {
  it('asks for the e-mail address and sends nothing until it is one', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rina@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends the address with Enter, then says plainly what happened and to look in spam', async () => {
    renderPage();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'Rina@Example.org' } });
    pressEnter(email);
    const note = await screen.findByTestId('forgot-password-sent');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toContain('Check your e-mail');
    expect(note.textContent).toContain('If an account uses rina@example.org, we have sent it a link to reset the password.');
    expect(note.textContent).toContain('spam');
    await waitFor(() => expect(document.activeElement).toBe(note));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/auth/forgot-password', 'POST', { email: 'rina@example.org' }]);

    // Asking again brings the form back with the address as typed.
    fireEvent.click(screen.getByRole('button', { name: 'Ask again or use another address' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('Rina@Example.org');
  });

  it('says when the request could not be sent, and keeps the address', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rina@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The link could not be sent');
    expect(screen.queryByTestId('forgot-password-sent')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rina@example.org');
  });

  it('speaks Bangla to a reader in Bangla', async () => {
    await act(async () => {
      await loadLanguage('bn');
      await i18n.changeLanguage('bn');
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ইমেইল'), { target: { value: 'rina@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'লিংক পাঠান' }));
    expect((await screen.findByTestId('forgot-password-sent')).textContent).toContain('rina@example.org ঠিকানায় কোনো অ্যাকাউন্ট থাকলে');
  });
});
