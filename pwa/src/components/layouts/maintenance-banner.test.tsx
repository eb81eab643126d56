import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetSiteSettingsForTests } from '@/lib/site-settings';
import { MaintenanceBanner } from './maintenance-banner';

let maintenanceMode = false;
beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ siteName: 'Club', maintenanceMode }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
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
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
