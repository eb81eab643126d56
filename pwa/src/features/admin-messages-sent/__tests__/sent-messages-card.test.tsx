import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/schemas/notifications';
import type { SentMessage } from '@shared/schemas/messages';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { i18n, loadLanguage } from '@/lib/i18n';
import { kindLabel } from '../kind-label';
import { SentMessagesCard } from '../components/sent-messages-card';

const row = (over: Partial<SentMessage>): SentMessage => ({
  source: 'mail',
  id: 1,
  kind: 'password-reset',
  recipient: { userId: 4, name: 'Rafi Ahmed', email: 'rafi@example.org' },
  channel: 'email',
  subject: 'Reset your password for the club',
  status: 'sent',
  attempts: 1,
  error: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  dueAt: '2026-03-01T10:00:00.000Z',
  sentAt: '2026-03-01T10:00:01.000Z',
  ...over,
});
const failedMail = row({ id: 2, kind: 'verify-email', status: 'failed', sentAt: null, attempts: 1, error: '550 Mailbox unavailable' });
const pushed = row({ source: 'notification', id: 7, kind: 'event.reminder', channel: 'push', recipient: { userId: 5, name: null, email: 'mitu@example.org' } });
const second = row({ source: 'notification', id: 3, kind: 'notice.urgent', status: 'skipped', channel: null, sentAt: '2026-02-01T10:00:00.000Z' });

let calls: Array<{ method: string; path: string }>;
beforeEach(() => {
  resetToasts();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input);
      calls.push({ method, path });
      const url = new URL(path, 'http://club.test');
      const body =
        method === 'POST'
          ? { ...failedMail, status: 'pending', attempts: 0, error: null }
          : url.searchParams.get('status') === 'failed'
            ? { messages: [failedMail], nextCursor: null }
            : url.searchParams.get('cursor')
              ? { messages: [second], nextCursor: null }
              : { messages: [pushed, failedMail], nextCursor: '2026-03-01T10:00:00.000Z~mail~2' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.path);

describe('SentMessagesCard', () => {
  it('lists each message as a card: kind, recipient, channel, status; a failed one its error and Resend', async () => {
    render(<SentMessagesCard />);
    const items = await screen.findAllByTestId('sent-message');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['sent', 'failed']);
    expect(gets()).toEqual(['/api/sent-messages?limit=20']);

    expect(within(items[0]!).getByText('Event reminder')).toBeTruthy();
    expect(within(items[0]!).getByText('mitu@example.org')).toBeTruthy();
    expect(within(items[0]!).getByText('Push')).toBeTruthy();
    expect(within(items[0]!).getByText('Sent')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button', { name: /again/ })).toBeNull();

    expect(within(items[1]!).getByText('E-mail confirmation link')).toBeTruthy();
    expect(within(items[1]!).getByText('Rafi Ahmed · rafi@example.org')).toBeTruthy();
    expect(within(items[1]!).getByText('Failed')).toBeTruthy();
    expect(within(items[1]!).getByTestId('sent-message-error').textContent).toBe('550 Mailbox unavailable');
    expect(within(items[1]!).getByRole('button', { name: 'Send the message "E-mail confirmation link" to Rafi Ahmed · rafi@example.org again' })).toBeTruthy();
  });

  it('Show more loads the next page after the last one', async () => {
    render(<SentMessagesCard />);
    await screen.findAllByTestId('sent-message');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('sent-message')).toHaveLength(3));
    expect(gets()[1]).toBe(`/api/sent-messages?${new URLSearchParams({ cursor: '2026-03-01T10:00:00.000Z~mail~2', limit: '20' }).toString()}`);
    expect(screen.getAllByTestId('sent-message')[2]!.getAttribute('data-status')).toBe('skipped');
    expect(screen.getByText('Turned off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('Failed shows only the failed ones; Resend calls the endpoint, says so and loads the list again', async () => {
    render(<SentMessagesCard />);
    await screen.findAllByTestId('sent-message');
    const failed = screen.getByRole('button', { name: 'Failed' });
    expect(failed.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(failed);
    expect(failed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('sent-message')).toHaveLength(1));
    expect(gets()).toContain('/api/sent-messages?status=failed&limit=20');

    fireEvent.click(screen.getByRole('button', { name: /^Send the message/ }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('The message will be sent again'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/sent-messages/mail/2/resend']);
    await waitFor(() => expect(gets().filter((p) => p === '/api/sent-messages?status=failed&limit=20')).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Messages sent' }));
  });

  it('names every notification kind, in both languages; a kind it does not know shows as it is', async () => {
    const t = (key: string, options: { defaultValue: string }) => i18n.t(key, { ns: 'messages-sent', ...options });
    const label = (source: SentMessage['source'], kind: string) => kindLabel(t, { source, kind });
    // A notification is named the same whether it is listed itself or as the mail it went as.
    const unnamed = (kinds: readonly NotificationKind[]) =>
      kinds.filter((k) => label('notification', k) === k || label('mail', `notification:${k}`) !== label('notification', k));
    expect(unnamed(NOTIFICATION_KINDS)).toEqual([]);
    expect(label('mail', 'something-new')).toBe('something-new');
    expect(label('notification', 'something.new')).toBe('something.new');
    await loadLanguage('bn');
    await i18n.changeLanguage('bn');
    try {
      expect(unnamed(NOTIFICATION_KINDS)).toEqual([]);
      expect(label('mail', 'password-reset')).toBe('পাসওয়ার্ড নতুন করার লিংক');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
