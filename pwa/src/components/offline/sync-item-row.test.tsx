import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OutboxItem } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { translateMessagesWith } from '@/lib/message-text';
import { messageTranslator } from '@/lib/message-translator';
import bnMessages from '@/locales/bn/server-messages/messages';
import { SyncItemRow } from './sync-item-row';

/** A write the server refused: the outbox keeps the server's English, the row shows the reader's language. */
const refused: OutboxItem = {
  id: 'r1',
  method: 'POST',
  url: '/api/registrations',
  body: {},
  createdAt: 0,
  attempts: 1,
  lastError: 'This event is full',
  status: 'failed',
  userKey: 'anon',
  label: 'contact:outboxLabel',
  labelValues: { subject: 'Hello' },
  nextAttemptAt: 0,
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a refused write in the Sync panel', () => {
  it('shows the server message in English to an English reader', () => {
    render(<SyncItemRow item={refused} onRetry={() => {}} onDiscard={() => {}} />);
    expect(screen.getByText(/This event is full/)).toBeTruthy();
  });

  it('shows it in Bangla to a Bangla reader', async () => {
    i18n.addResourceBundle('bn', 'server-messages', bnMessages, true, true);
    translateMessagesWith(messageTranslator(i18n));
    await i18n.changeLanguage('bn');
    render(<SyncItemRow item={refused} onRetry={() => {}} onDiscard={() => {}} />);
    expect(screen.getByText(/এই ইভেন্টে আর আসন খালি নেই/)).toBeTruthy();
    expect(screen.queryByText(/This event is full/)).toBeNull();
  });
});
