import { SYSTEM_SETTINGS_DEFAULTS } from '@shared/schemas/site-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { resetSiteSettingsForTests } from '@/lib/site-settings';
import { MaintenanceBanner } from './maintenance-banner';

let maintenanceMode = false;
beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ...SYSTEM_SETTINGS_DEFAULTS, siteName: 'Club', maintenanceMode }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceBanner', () => {
  it('tells everyone while the settings say the site is under maintenance', async () => {
    maintenanceMode = true;
    render(<MaintenanceBanner />);
    expect((await screen.findByRole('status')).textContent).toBe('The site is under maintenance. Some actions are unavailable.');
  });

  it('shows nothing otherwise', async () => {
    maintenanceMode = false;
    const { container } = render(<MaintenanceBanner />);
    // The settings have arrived and been read (they would show the banner by now).
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));
    expect(container.textContent).toBe('');
  });
});
