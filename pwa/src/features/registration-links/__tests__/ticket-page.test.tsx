import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TicketPage } from '../components/ticket-page';

const CODE = 'blxUHxHZweMePHHWoP7-_M7cHb8';
const renderPage = (code: string | undefined) =>
  render(
    <MemoryRouter>
      <TicketPage code={code} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TicketPage', () => {
  it("draws the link's ticket code as a QR code and shows the code, asking the server nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(CODE);
    expect(screen.getByRole('heading', { name: 'Your ticket' })).toBeTruthy();
    expect(screen.getByTestId('ticket-code').textContent).toBe(CODE);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your ticket as a QR code' }).tagName).toBe('IMG'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a broken link says so', () => {
    renderPage('not a code!');
    expect(screen.getByRole('status').textContent).toContain('This ticket link is not valid.');
    expect(screen.queryByTestId('ticket-qr')).toBeNull();
  });
});
