import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { ContactPage } from '../components/contact-page';

/**
 * A message sent in a first visit's first moment, offline, before the outbox's files came
 * (lib/submit-write.ts loads the outbox when a write is made; api/src/static/writes-preload.ts):
 * the outbox cannot be loaded, so nothing can be kept, and the form says so and keeps what was typed.
 */
vi.mock('@/lib/outbox', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/outbox-x.js');
});

beforeEach(() => {
  resetToasts();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ContactPage when the outbox cannot be loaded', () => {
  it("says 'Failed to send message' and keeps what was typed", async () => {
    render(<ContactPage />);
    const values = { Name: 'Rafi', Email: 'rafi@example.com', Subject: 'Volunteering', Message: 'I would like to help.' };
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to send message'));
    expect(getToasts()[0]).toMatchObject({ variant: 'destructive' });
    for (const [label, value] of Object.entries(values)) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);
  });
});
