import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Notice } from '@shared/schemas/notices';
import { i18n } from '@/lib/i18n';
import { NoticeLink } from '../components/notice-link';

const notice = (link: string | null): Notice => ({
  id: 1,
  title: 'Bootcamp registration',
  message: 'Sign up now.',
  type: 'event',
  priority: 'high',
  targetAudience: 'all',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  link,
  linkText: 'Open',
  dismissible: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const hrefOf = (link: string | null) => {
  const { container, unmount } = render(
    <MemoryRouter>
      <NoticeLink notice={notice(link)} />
    </MemoryRouter>,
  );
  const href = container.querySelector('a')?.getAttribute('href') ?? null;
  unmount();
  return href;
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('NoticeLink', () => {
  it('says its text in the reader’s language where written (issue 29)', async () => {
    const bilingual = { ...notice('/events'), linkTextBn: 'এখনই নিবন্ধন করো' };
    render(
      <MemoryRouter>
        <NoticeLink notice={bilingual} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open' })).toBeTruthy();
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByRole('link', { name: 'এখনই নিবন্ধন করো' })).toBeTruthy();
  });

  it('links a site path and a web address', () => {
    expect(hrefOf('/events')).toBe('/events');
    expect(hrefOf('https://example.org/agenda')).toBe('https://example.org/agenda');
  });

  it('shows no link for a stored value that would leave the site (saved before the URL rules were tightened)', () => {
    // Browsers drop tabs and newlines from a URL: these are followed as //evil.example/x.
    for (const bad of ['/\t/evil.example/x', '/\n/evil.example/x', '//evil.example/x', 'javascript:alert(1)'])
      expect(hrefOf(bad), JSON.stringify(bad)).toBeNull();
  });
});
