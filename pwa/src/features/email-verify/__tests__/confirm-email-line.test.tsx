import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { testUser } from '@/test/fixtures/users';
import { ConfirmEmailLine } from '../components/confirm-email-line';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
let fetchMock: ReturnType<typeof vi.fn>;

const renderLine = (user: CurrentUser | null) =>
  render(
    <AuthProvider initialUser={user}>
      <ConfirmEmailLine />
    </AuthProvider>,
  );
const sendAgain = () => fireEvent.click(screen.getByRole('button', { name: 'Send again' }));

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { message: 'A new confirmation link is on its way. Please check your e-mail.' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmEmailLine', () => {
  it('shows only when the server said the address is not proven (not for an older copy that does not say)', () => {
    renderLine(testUser({ emailVerified: true }));
    expect(screen.queryByTestId('confirm-email-line')).toBeNull();
    cleanup();
    renderLine(testUser());
    expect(screen.queryByTestId('confirm-email-line')).toBeNull();
    cleanup();
    renderLine(null);
    expect(screen.queryByTestId('confirm-email-line')).toBeNull();
    cleanup();
    renderLine(testUser({ emailVerified: false, email: 'nusrat@example.org' }));
    expect(screen.getByTestId('confirm-email-line').textContent).toContain('Confirm your e-mail: nusrat@example.org is not confirmed yet.');
  });

  it("'Send again' asks for a new link and says it is on its way", async () => {
    renderLine(testUser({ emailVerified: false }));
    sendAgain();
    expect((await screen.findByRole('status')).textContent).toBe('A new confirmation link is on its way. Please check your e-mail.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/auth/verify-email/resend', 'POST']);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('the hourly limit is said in the server’s words, and the button stays', async () => {
    const limit = 'Several confirmation links were sent in the last hour. Please wait 42 minutes and ask again.';
    fetchMock.mockResolvedValueOnce(json(429, { code: 'too_many_requests', message: limit, key: 'x' }, { 'Retry-After': '2500' }));
    renderLine(testUser({ emailVerified: false }));
    sendAgain();
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('offline it says a new link needs a connection', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLine(testUser({ emailVerified: false }));
    sendAgain();
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline. Sending a new link needs a connection.');
  });
});
