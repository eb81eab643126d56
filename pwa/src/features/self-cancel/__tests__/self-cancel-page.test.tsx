import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { testRegistration } from '@/test/fixtures/registrations';
import { SelfCancelPage } from '../components/self-cancel-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
/** The registration as the server answers it once cancelled. */
const cancelled = testRegistration({ id: 12, status: 'cancelled' });

const renderPage = (idParam: string | undefined = '12', token: string | null = 'secret-token') =>
  render(
    <MemoryRouter>
      <SelfCancelPage idParam={idParam} token={token} />
    </MemoryRouter>,
  );
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { message: 'Your registration has been cancelled.', registration: cancelled, alreadyCancelled: false }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SelfCancelPage', () => {
  it('asks once, sends nothing until confirmed, then posts the token and says it is done', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Cancel this registration?' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('Your registration has been cancelled.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/event-registrations/12/cancel', 'POST', { token: 'secret-token' }]);
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
  });

  it('a used link says already cancelled', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'This registration was already cancelled.', registration: cancelled, alreadyCancelled: true }));
    renderPage();
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('This registration was already cancelled.');
  });

  it('a wrong token, an unknown registration or a malformed link says the link is not valid', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'This cancel link is not valid.', code: 'bad_token' }));
    renderPage();
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('This cancel link is not valid.');
    cleanup();

    fetchMock.mockResolvedValueOnce(json(404, { message: 'Registration not found', code: 'not_found' }));
    renderPage('99');
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('We could not find this registration.');
    cleanup();

    renderPage('abc');
    expect(screen.getByRole('status').textContent).toContain('This cancel link is not valid.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without a connection it says cancelling needs one and lets the person try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('You are offline. Cancelling needs a connection');
    confirm();
    expect((await screen.findByRole('status')).textContent).toContain('Your registration has been cancelled.');
  });
});
