import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { reportNetworkSuccess } from '@/lib/network';
import { MemoryRouter } from 'react-router-dom';
import { db } from '@/lib/db';
import { NewsPage } from '../components/news-page';
import { json, newsArticle } from './fixtures';

const articles = [
  newsArticle({
    id: 1,
    title: 'Membership Applications Are Open',
    category: 'Announcement',
    excerpt: 'Join us: it is free.',
    coverImageUrl: '/uploads/join.jpg',
  }),
  newsArticle({
    id: 2,
    title: 'What Social Business Taught Me',
    category: 'Reflection',
    publishedAt: '2025-03-04T09:00:00.000Z',
    content: `<p>${'Dignity matters. '.repeat(20)}</p>`,
  }),
  newsArticle({ id: 3, title: 'Solar Lantern Pilot', category: 'Update', excerpt: 'Sixty homes lit.', publishedAt: '2025-03-03T09:00:00.000Z' }),
];

const renderPage = () => render(<NewsPage />, { wrapper: MemoryRouter });

beforeEach(async () => {
  await Promise.all([db.news.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reportNetworkSuccess(); // a test that went offline leaves the next one online
});

describe('NewsPage', () => {
  it('shows loading, then the featured story and more stories', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ articles })),
    );
    renderPage();
    expect(screen.getByText('Loading news...')).toBeTruthy();
    const featured = await screen.findByTestId('featured-story');
    expect(within(featured).getByRole('heading', { level: 3, name: 'Membership Applications Are Open' })).toBeTruthy();
    expect(within(featured).getByText('Mar 5, 2025')).toBeTruthy();
    expect(within(featured).getByText('1 min read')).toBeTruthy();
    expect(within(featured).getByText('By Tanvir Hasan')).toBeTruthy();
    const img = within(featured).getByRole('presentation') as HTMLImageElement;
    // The largest picture of the first screen (the LCP image): fetched at once, first.
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.width, img.height]).toEqual(['eager', 'high', 1200, 675]);
    fireEvent.error(img);
    expect(within(featured).queryByRole('presentation')).toBeNull();
    expect(within(featured).getByRole('link', { name: 'Read Full Story' }).getAttribute('href')).toBe('/news/1');

    expect(screen.getByRole('heading', { level: 2, name: 'More Stories' })).toBeTruthy();
    const cards = screen.getAllByTestId('story-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Dignity matters. '.repeat(20).slice(0, 120))).toBeTruthy();
    const readMore = within(cards[1]).getByRole('link', { name: /^Read More/ });
    expect(readMore.getAttribute('href')).toBe('/news/3');
    // Visible text as the spec gives it; the link still says where it goes (screen readers, search engines).
    expect(readMore.textContent).toMatch(/^Read More about /);
  });

  it('filters by category chip and by search text, and Clear Filters resets both', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ articles })),
    );
    renderPage();
    await screen.findByTestId('featured-story');
    const chips = screen.getByRole('list', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Announcement', 'Reflection', 'Update']);

    fireEvent.click(within(chips).getByRole('button', { name: 'Update' }));
    expect(within(screen.getByTestId('featured-story')).getByText('Solar Lantern Pilot')).toBeTruthy();
    expect(screen.queryByText('More Stories')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'nothing like this' } });
    expect(screen.getByText('No matches found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('');
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('story-card')).toHaveLength(2);
  });

  it('online, a chip or the search box is answered by the server too: an article never loaded here shows, and Load more waits for no filter', async () => {
    const older = newsArticle({ id: 40, title: 'Lanterns two years on', category: 'Update', publishedAt: '2023-01-01T09:00:00.000Z' });
    const fetchMock = vi.fn(async (url: string) => {
      const query = new URLSearchParams(url.split('?')[1]);
      if (query.get('category') === 'Update') return json({ articles: [articles[2], older], nextCursor: null });
      if (query.get('q') === 'two years') return json({ articles: [older], nextCursor: null });
      return json({ articles, nextCursor: 'next' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await screen.findByTestId('featured-story');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('list', { name: 'Filter by category' })).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Lanterns two years on')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/news?category=Update&limit=100');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(within(screen.getByRole('list', { name: 'Filter by category' })).getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'two years' } });
    await vi.waitFor(() => expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/news?q=two+years&limit=100'));
    expect(within(screen.getByTestId('featured-story')).getByText('Lanterns two years on')).toBeTruthy();
  });

  it('says there are no articles yet when the list is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ articles: [] })),
    );
    renderPage();
    expect(await screen.findByText('No articles yet')).toBeTruthy();
    expect(screen.getByText('Check back soon for the latest updates from our community.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('says the news could not be loaded when nothing is on the device and the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Unable to load news' })).toBeTruthy();
    expect(screen.queryByText('No articles yet')).toBeNull();
  });

  it('offline with nothing on the device, says the news is not on this phone yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    expect((await screen.findByTestId('news-not-on-phone')).textContent).toBe('Not on this phone yet — connect once to see the news');
    expect(screen.queryByText('No articles yet')).toBeNull();
  });
});
