import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

const renderFooter = () => render(<Footer />, { wrapper: MemoryRouter });

describe('Footer', () => {
  it('has the six quick links, in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/members', '/projects', '/gallery', '/news', '/contact']);
  });

  it('shows the club with its ID, a description, the founder quote and the contact placeholders', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Social Business Youth Club' })).toBeTruthy();
    expect(within(footer).getByText('Club ID: 050-009-0023')).toBeTruthy();
    expect(within(footer).getByText(/^A youth-led local club/)).toBeTruthy();
    expect(footer.querySelector('blockquote')?.textContent).toContain('zero poverty, zero unemployment and zero net carbon emissions');
    expect(within(footer).getByText('E-mail: {email}')).toBeTruthy();
    expect(within(footer).getByText('Phone: {phone}')).toBeTruthy();
    expect(within(footer).getByText('© 2024 Social Business Youth Club. All rights reserved.')).toBeTruthy();
  });

  it('has the four social links as placeholders pointing nowhere', () => {
    renderFooter();
    const social = ['Facebook', 'WhatsApp', 'Telegram', 'LinkedIn'].map((name) => screen.getByRole('link', { name }));
    for (const link of social) {
      expect(link.getAttribute('href')).toBe('#');
      expect(link.getAttribute('aria-disabled')).toBe('true');
    }
  });
});
