import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, loadLanguage } from '@/lib/i18n';
import { UnsubscribePage } from '../components/unsubscribe-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = `7.event.reminder.${'a'.repeat(32)}`;
const OFF = { message: 'You will no longer get these notifications by e-mail', kind: 'event.reminder', channel: 'off' };
let fetchMock: ReturnType<typeof vi.fn>;

const renderPage = (token: string | null = TOKEN) =>
  render(
    <MemoryRouter>
      <UnsubscribePage token={token} />
    </MemoryRouter>,
  );
const stop = (name = 'Stop these e-mails') => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, OFF));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('UnsubscribePage', () => {
  it('asks first (opening the link sends nothing), then posts the token and says which e-mails stop', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Stop these e-mails' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('You will no longer be told about: Reminders a day and 2 hours before an event.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual([`/api/notifications/unsubscribe?token=${encodeURIComponent(TOKEN)}`, 'POST']);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('with a phone turned on: says the phone is still told', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...OFF, channel: 'push' }));
    renderPage();
    stop();
    expect((await screen.findByRole('status')).textContent).toContain(
      'No more e-mails about: Reminders a day and 2 hours before an event. Your phone is still told.',
    );
  });

  it("a link that is not valid says so in the server's words; one without a token offers nothing to press", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'This link is not valid.', code: 'link_invalid', key: 'this_link_is_not_valid' }));
    renderPage();
    stop();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('This link did not work');
    expect(status.textContent).toContain('This link is not valid.');
    cleanup();

    renderPage(null);
    expect(screen.getByRole('status').textContent).toContain('This link is incomplete.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offline it says so, and the same tap works once back', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    stop();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline.');
    stop();
    expect((await screen.findByRole('status')).textContent).toContain('You will no longer be told about');
  });

  it('in Bangla', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    renderPage();
    stop('এই ই-মেইলগুলো বন্ধ করুন');
    expect((await screen.findByRole('status')).textContent).toContain('এ বিষয়ে আর জানানো হবে না: ইভেন্টের এক দিন ও ২ ঘণ্টা আগে মনে করিয়ে দেওয়া।');
  });
});
