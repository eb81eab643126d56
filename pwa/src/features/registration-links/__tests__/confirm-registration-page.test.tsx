import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, loadLanguage } from '@/lib/i18n';
import { ConfirmRegistrationPage } from '../components/confirm-registration-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = 'a'.repeat(43);
const CONFIRMED = { message: 'Your email address is confirmed. Your registration stands.', eventId: 7, eventTitle: 'Idea Pitch', eventTitleBn: 'আইডিয়া পিচ' };
let fetchMock: ReturnType<typeof vi.fn>;

const renderPage = (token: string | null = TOKEN) =>
  render(
    <MemoryRouter>
      <ConfirmRegistrationPage token={token} />
    </MemoryRouter>,
  );
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Yes, confirm it' }));

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, CONFIRMED));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('ConfirmRegistrationPage', () => {
  it('asks first (opening the link sends nothing), then posts the token and says the registration stands', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Is this e-mail address yours?' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    confirm();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your e-mail address is confirmed.');
    expect(status.textContent).toContain('Your registration for Idea Pitch stands.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/event-registrations/confirm', 'POST', { token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'See events' }).getAttribute('href')).toBe('/events');
  });

  it("says why a link did not work, in the server's words: used, expired, or the registration cancelled", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        message: 'This confirmation link was already used.',
        code: 'bad_request',
        key: 'this_confirmation_link_was_already_used',
        fields: { token: 'This confirmation link was already used.' },
      }),
    );
    renderPage();
    confirm();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This link did not work.');
    expect(status.textContent).toContain('This confirmation link was already used.');
    cleanup();

    fetchMock.mockResolvedValueOnce(
      json(409, {
        message: 'This registration was cancelled, so it cannot be confirmed. You can register again if places are free.',
        code: 'conflict',
        key: 'this_registration_was_cancelled_so_it_cannot_be_confirmed_you_can_register_again_if_places',
      }),
    );
    renderPage();
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('This registration was cancelled, so it cannot be confirmed.');
  });

  it('a link without its token says so at once and offers nothing to press', () => {
    renderPage(null);
    expect(screen.getByRole('status').textContent).toContain('This confirmation link is incomplete.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline it says confirming needs a connection, and the same tap works once back', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline. Confirming needs a connection');
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('Your e-mail address is confirmed.');
  });

  it('in Bangla, with the Bangla title of the event', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'হ্যাঁ, নিশ্চিত করুন' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('আপনার ই-মেইল ঠিকানা নিশ্চিত হয়েছে।');
    expect(status.textContent).toContain('আইডিয়া পিচ-এ আপনার নিবন্ধন বহাল আছে।');
  });
});
