import { SYSTEM_SETTINGS_DEFAULTS } from '@shared/schemas/site-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { resetSiteSettingsForTests } from '@/lib/site-settings';
import { ContactPage } from '../components/contact-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const valid = { Name: 'Rafi', Email: 'rafi@example.com', Subject: 'Volunteering', Message: 'I would like to help.' };
const lastToast = () => getToasts()[0];

let fetchMock: ReturnType<typeof vi.fn>;
/** The requests the form sent (the site settings are fetched beside them). */
const sent = () => fetchMock.mock.calls.filter(([url]) => url !== '/api/settings');
beforeEach(async () => {
  await db.outbox.clear();
  resetToasts();
  fetchMock = vi.fn(async () => json(201, { message: 'Message received' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the contact information with the organisation ID, and only the contact details and social links that are set', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/settings'
        ? json(200, {
            ...SYSTEM_SETTINGS_DEFAULTS,
            siteName: 'Club',
            siteDescription: '',
            contactEmail: 'hello@club.test',
            contactPhone: '+880 1711-000000',
            address: '',
            facebookUrl: 'https://facebook.com/club',
            whatsappUrl: '',
            telegramUrl: '',
            linkedinUrl: '',
            maintenanceMode: false,
            allowRegistrations: true,
            maxFileSize: 10,
          })
        : json(201, { message: 'Message received' }),
    );
    render(<ContactPage />);
    expect(screen.getByText('Organisation ID: 050-009-0023')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'hello@club.test' })).getAttribute('href')).toBe('mailto:hello@club.test');
    expect(screen.getByRole('link', { name: '+880 1711-000000' }).getAttribute('href')).toMatch(/^tel:\+8801711000000$/);
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' }).getAttribute('href')).toBe('https://facebook.com/club');
    for (const name of ['WhatsApp', 'Telegram', 'LinkedIn']) expect(screen.queryByText(name)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\{email\}|\{phone\}/);
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeTruthy();
  });

  it('on a first visit holds the room of the details until the settings answer, and lets go when they cannot come', async () => {
    for (const outcome of ['answer', 'fail'] as const) {
      localStorage.removeItem('club.siteSettings');
      resetSiteSettingsForTests();
      let release!: () => void;
      fetchMock.mockImplementation(
        (url: string) =>
          new Promise<Response>((resolve, reject) => {
            if (url !== '/api/settings') return resolve(json(201, {}));
            release = () =>
              outcome === 'fail'
                ? reject(new TypeError('Failed to fetch'))
                : resolve(json(200, { ...SYSTEM_SETTINGS_DEFAULTS, siteName: 'Club', contactEmail: 'hello@club.test' }));
          }),
      );
      const { unmount } = render(<ContactPage />);
      expect(screen.getByTestId('contact-info-pending')).toBeTruthy();
      await waitFor(() => expect(release).toBeTypeOf('function'));
      release();
      await waitFor(() => expect(screen.queryByTestId('contact-info-pending')).toBeNull());
      if (outcome === 'answer') expect(screen.getByRole('link', { name: 'hello@club.test' })).toBeTruthy();
      unmount();
    }
  });

  it('shows a message when its field is left, follows what is typed, and Ctrl+Enter in the message sends', async () => {
    render(<ContactPage />);
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(await screen.findByText('String must contain at least 1 character(s)')).toBeTruthy();
    // Only the field that was left says something.
    expect(screen.getAllByText('String must contain at least 1 character(s)')).toHaveLength(1);
    expect(screen.queryByText('Invalid email')).toBeNull();
    fill(valid);
    expect(screen.queryByText('String must contain at least 1 character(s)')).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [, init] = sent()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Rafi', email: 'rafi@example.com', subject: 'Volunteering', message: 'I would like to help.' });
  });

  it('shows the schema messages under the fields and sends nothing', async () => {
    render(<ContactPage />);
    fill({ Email: 'not-an-email' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getAllByText('String must contain at least 1 character(s)')).toHaveLength(3);
    expect(sent()).toHaveLength(0);
    // Focus lands on the first field in error, which names its message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(document.getElementById(screen.getByLabelText('Message').getAttribute('aria-describedby')!)?.textContent).toBe(
      'String must contain at least 1 character(s)',
    );
  });

  it('sends through the outbox online: success toast and a reset form', async () => {
    render(<ContactPage />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent successfully!'));
    expect(lastToast().description).toBe("We'll get back to you as soon as possible.");
    const [url, init] = sent()[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Rafi', email: 'rafi@example.com', subject: 'Volunteering', message: 'I would like to help.' });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the input and shows the server message on a refusal', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Message too short', code: 'validation_failed' }));
    render(<ContactPage />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to send message'));
    expect(lastToast()).toMatchObject({ description: 'Message too short', variant: 'destructive' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Rafi');
  });

  it('offline: shows the queued toast, no failure, and keeps the message in the outbox', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ContactPage />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));
    expect(sent()).toHaveLength(0);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ url: '/api/contact', status: 'pending', labelValues: { subject: 'Volunteering' } });
  });
});
