import '@/lib/i18n-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SYSTEM_SETTINGS_DEFAULTS, type SystemSettings } from '@shared/schemas/site-settings';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { resetSiteSettingsForTests, useSiteSettings } from '@/lib/site-settings';
import { SettingsDialog } from '../components/settings-dialog';

const STORED: SystemSettings = { ...SYSTEM_SETTINGS_DEFAULTS, siteName: 'Youth Club', contactEmail: 'hello@club.test' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let put: (body: SystemSettings) => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  resetToasts();
  put = (body) => json(200, { message: 'System settings updated successfully', settings: { ...STORED, ...body } });
  fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => (init.method === 'PUT' ? put(JSON.parse(init.body as string)) : json(200, STORED)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** What the public shell knows, beside the dialog. */
function ShellName() {
  return <output data-testid="shell-name">{useSiteSettings()?.siteName}</output>;
}

const openDialog = async (onClose = vi.fn()) => {
  render(
    <>
      <SettingsDialog open onClose={onClose} />
      <ShellName />
    </>,
  );
  return screen.findByTestId('settings-form');
};
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('System Settings', () => {
  it('loads every setting from GET /api/settings', async () => {
    await openDialog();
    expect(input('Site name').value).toBe('Youth Club');
    expect(input('Contact email').value).toBe('hello@club.test');
    expect(input(/Max file size/).value).toBe('5');
    expect(input(/Maintenance mode/).checked).toBe(false);
    expect(input(/Allow registrations/).checked).toBe(true);
    for (const label of ['Site description', 'Contact phone', 'Address', 'Facebook URL', 'WhatsApp URL', 'Telegram URL', 'LinkedIn URL'])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('refuses a max file size outside 1–100 MB with the field message, sending nothing', async () => {
    const form = await openDialog();
    fireEvent.change(input(/Max file size/), { target: { value: '101' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Max file size must be from 1 to 100 MB')).toBeTruthy();
    fireEvent.change(input(/Max file size/), { target: { value: '0' } });
    fireEvent.submit(form);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('Max file size must be from 1 to 100 MB')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('saves with PUT /api/settings, says so, closes, and the shell uses the new values at once', async () => {
    const onClose = vi.fn();
    const form = await openDialog(onClose);
    fireEvent.change(input('Site name'), { target: { value: 'Riverside Youth Club' } });
    fireEvent.click(input(/Maintenance mode/));
    fireEvent.submit(form);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('System settings updated successfully'));
    expect(JSON.parse(puts()[0]![1].body as string)).toMatchObject({ siteName: 'Riverside Youth Club', maintenanceMode: true, maxFileSize: 5 });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('shell-name').textContent).toBe('Riverside Youth Club');
    expect(JSON.parse(localStorage.getItem('club.siteSettings')!)).toMatchObject({ siteName: 'Riverside Youth Club', maintenanceMode: true });
  });

  it('a refusal says Error / Failed to update system settings and puts field messages on the inputs', async () => {
    put = () =>
      json(400, { message: 'Invalid settings', code: 'validation_failed', fields: { facebookUrl: 'Facebook URL must be an https:// link or empty' } });
    const form = await openDialog();
    fireEvent.submit(form);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to update system settings', variant: 'destructive' }));
    expect(screen.getByText('Facebook URL must be an https:// link or empty')).toBeTruthy();
  });
});
