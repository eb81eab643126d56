/** Test helper: an outbox row as the outbox stores it (a visitor's contact message waiting to be sent), with the fields a test sets. */
import type { OutboxItem } from './db';

export const outboxItem = (over: Partial<OutboxItem> = {}): OutboxItem => ({
  id: crypto.randomUUID(),
  method: 'POST',
  url: '/api/contact',
  body: {},
  createdAt: Date.now(),
  attempts: 0,
  lastError: null,
  status: 'pending',
  userKey: 'anon',
  label: 'contact:outboxLabel',
  labelValues: { subject: 'Hello' },
  nextAttemptAt: 0,
  ...over,
});
