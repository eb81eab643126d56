import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetSiteSettingsForTests } from '@/lib/site-settings';
import { Footer } from './footer';

const SETTINGS = { siteName: null, siteDescription: null, contactEmail: 'hello@club.test', contactPhone: '+880 1711-000000', address: null, social: { facebook: null, whatsapp: 'https://wa.me/8801711000000', telegram: null, linkedin: null } };
let answer: unknown = SETTINGS;
beforeEach(() => {
  localStorage.clear();
  resetSiteSettingsForTests();
  answer = SETTINGS;
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => vi.unstubAllGlobals());

const renderFooter = () => render(<Footer />, { wrapper: MemoryRouter });

describe('Footer', () => {
  it('has the six quick links, in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
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
    answer = { ...SETTINGS, contactEmail: null, contactPhone: null, social: { facebook: null, whatsapp: null, telegram: null, linkedin: null } };
    renderFooter();
    await new Promise((r) => setTimeout(r, 20));
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).not.toMatch(/\{email\}|\{phone\}|E-mail:|Phone:|Follow Us/);
  });
});
