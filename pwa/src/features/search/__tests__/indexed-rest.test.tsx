import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { IndexEntry } from '@shared/api/search';
import { db } from '@/lib/db';
import { i18n, loadLanguage } from '@/lib/i18n';
import { pack } from '../index-pack';
import IndexedRest from '../components/indexed-rest';

const entry = (type: IndexEntry['type'], id: number, date: string, title: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({
  type,
  id,
  title,
  date,
  ...extra,
});

beforeEach(async () => {
  await Promise.all([db.searchPacks.clear(), db.meta.clear()]);
  const entries = [
    entry('news', 1, '2026-03-01', 'Shown already'),
    entry('news', 2, '2025-01-10', 'Oldest story', { excerpt: 'From long ago' }),
    entry('news', 3, '2026-02-01', 'Newer story', { titleBn: 'নতুন গল্প', excerpt: 'A line', excerptBn: 'এক লাইন' }),
    entry('event', 4, '2026-04-01', 'An event, not news'),
    entry('gallery', 5, '2026-04-02', 'A picture'),
  ];
  await db.searchPacks.put({ key: 'index', ...(await pack(entries)), saved: `${Date.now()}.a` });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const titles = async () => {
  const rest = await screen.findByTestId('offline-rest');
  return within(rest)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
};

describe('IndexedRest (offline, under a list)', () => {
  it('shows the index entries of its kind the page does not show, newest first, each linking to its page', async () => {
    render(<IndexedRest kind="news" shown={[1]} />, { wrapper: MemoryRouter });
    expect(await titles()).toEqual([
      ['Newer story', '/news/3'],
      ['Oldest story', '/news/2'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Also on this phone, in short' })).toBeTruthy();
    expect(screen.getByText('From long ago')).toBeTruthy();
  });

  it('in Bangla, with the Bangla title and line where written', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    render(<IndexedRest kind="news" shown={[1, 2]} />, { wrapper: MemoryRouter });
    expect(await titles()).toEqual([['নতুন গল্প', '/news/3']]);
    expect(screen.getByText('এক লাইন')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'এই ফোনে আরও আছে, সংক্ষেপে' })).toBeTruthy();
  });

  it('shows nothing when the page already shows every entry of its kind', async () => {
    const { container } = render(<IndexedRest kind="news" shown={[1, 2, 3]} />, { wrapper: MemoryRouter });
    // The index is read (the rest of another kind's render appears), and this one stays empty.
    render(<IndexedRest kind="gallery" shown={[]} />, { wrapper: MemoryRouter });
    expect(await titles()).toEqual([['A picture', '/gallery']]);
    expect(container.innerHTML).toBe('');
  });
});
