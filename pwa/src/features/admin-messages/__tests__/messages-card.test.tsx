import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { MessagesCard } from '../components/messages-card';

const message = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'Rafi Ahmed',
  email: 'rafi@example.org',
  subject: 'Tree planting',
  message: 'Can my school join?\nWe have 40 students.',
  userId: null,
  read: false,
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

let calls: Array<{ method: string; path: string; body: unknown }>;
beforeEach(() => {
  resetToasts();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const body =
        method === 'GET'
          ? { messages: [message({ id: 1 }), message({ id: 2, name: 'Mitu', subject: 'Old question', read: true, createdAt: '2026-02-01T10:00:00.000Z' })] }
          : method === 'PATCH'
            ? { message: 'ok', contactMessage: message({ read: true, readAt: '2026-03-02T10:00:00.000Z' }) }
            : { message: 'ok' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MessagesCard', () => {
  it('marks the unread ones (bold, New) and counts them in the title; newest first', async () => {
    render(<MessagesCard />);
    const items = await screen.findAllByTestId('contact-message');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
    expect(within(items[0]!).getByText('Rafi Ahmed').className).toContain('font-bold');
    expect(screen.getByTestId('messages-unread').textContent).toBe('1 unread');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/exports/contact-messages.csv');
  });

  it('opens a message to read all of it, reply by e-mail, and mark it read', async () => {
    render(<MessagesCard />);
    const item = (await screen.findAllByTestId('contact-message'))[0]!;
    const toggle = within(item).getByRole('button', { expanded: false });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(item).getByTestId('contact-message-body').textContent).toBe('Can my school join?\nWe have 40 students.');
    expect(within(item).getByRole('link', { name: 'Reply to Rafi Ahmed by e-mail' }).getAttribute('href')).toBe(
      'mailto:rafi@example.org?subject=Re%3A%20Tree%20planting',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message marked as read'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'PATCH', path: '/api/contact-messages/1', body: { read: true } }]);
  });

  it('deletes after the browser confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<MessagesCard />);
    const item = (await screen.findAllByTestId('contact-message'))[1]!;
    fireEvent.click(within(item).getByRole('button', { expanded: false }));
    fireEvent.click(within(item).getByRole('button', { name: 'Delete the message from Mitu' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message deleted successfully'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'DELETE', path: '/api/contact-messages/2', body: undefined }]);
  });
});
