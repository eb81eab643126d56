import { SYSTEM_SETTINGS_DEFAULTS } from '@shared/schemas/site-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetSiteSettingsForTests } from '@/lib/site-settings';
import { Footer } from './footer';

/** GET /api/settings: every setting, '' for a text not set. */
const SETTINGS = {
  ...SYSTEM_SETTINGS_DEFAULTS,
  siteName: 'Social Business Youth Club',
  siteDescription: '',
  contactEmail: 'hello@club.test',
  maintenanceMode: false,
  allowRegistrations: true,
  maxFileSize: 10,
  contactPhone: '+880 1711-000000',
  address: '',
  facebookUrl: '',
  whatsappUrl: 'https://wa.me/8801711000000',
  telegramUrl: '',
  linkedinUrl: '',
};
let answer: unknown = SETTINGS;
beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  answer = SETTINGS;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderFooter = () => render(<Footer />, { wrapper: MemoryRouter });

describe('Footer', () => {
  it('has the six quick links, in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/members', '/projects', '/gallery', '/news', '/contact']);
  });

  it('shows the club with its ID, a description, the founder quote and the contact details from the site settings', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Social Business Youth Club' })).toBeTruthy();
    expect(within(footer).getByText('Club ID: 050-009-0023')).toBeTruthy();
    expect(within(footer).getByText(/^A youth-led local club/)).toBeTruthy();
    expect(footer.querySelector('blockquote')?.textContent).toContain('zero poverty, zero unemployment and zero net carbon emissions');
    expect((await within(footer).findByRole('link', { name: 'E-mail: hello@club.test' })).getAttribute('href')).toBe('mailto:hello@club.test');
    expect(within(footer).getByRole('link', { name: '+880 1711-000000' }).getAttribute('href')).toBe('tel:+8801711000000');
    expect(within(footer).getByText('© 2024 Social Business Youth Club. All rights reserved.')).toBeTruthy();
  });

  it('links only the social accounts that are set, in a new tab', async () => {
    renderFooter();
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/8801711000000');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    for (const name of ['Facebook', 'Telegram', 'LinkedIn']) expect(screen.queryByText(name)).toBeNull();
  });

  it('shows no placeholder and no "Follow Us" when nothing is set', async () => {
    answer = { ...SETTINGS, siteDescription: 'Youth action by the river.', contactEmail: '', contactPhone: '', whatsappUrl: '' };
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).not.toMatch(/\{email\}|\{phone\}|E-mail:|Phone:|Follow Us/);
    // Checked again once the settings have arrived (their description is shown), not after a guessed wait.
    await within(footer).findByText('Youth action by the river.');
    expect(footer.textContent).not.toMatch(/\{email\}|\{phone\}|E-mail:|Phone:|Follow Us/);
  });

  it("shows the site's name and description from the settings", async () => {
    answer = { ...SETTINGS, siteName: 'Riverside Youth Club', siteDescription: 'Youth action by the river.' };
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Riverside Youth Club' })).toBeTruthy();
    expect(within(footer).getByText('Youth action by the river.')).toBeTruthy();
    expect(within(footer).getByText('© 2024 Riverside Youth Club. All rights reserved.')).toBeTruthy();
  });
});
