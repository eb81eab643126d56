import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { unpack } from '../index-pack';
import { db } from '@/lib/db';
import { reportNetworkSuccess } from '@/lib/network';
import { SearchPage } from '../components/search-page';
import { article, event, member, photo, project } from './fixtures';

const bodies: Record<string, unknown> = {
  '/api/projects': { projects: [project({ id: 1, title: 'Solar Lanterns for Char Villages', category: 'innovation', status: 'approved' })] },
  '/api/news': { articles: [article({ id: 9, title: 'Solar Lantern Pilot Reaches 60 Households', content: '<p>Sixty homes.</p>' })] },
  '/api/events': { events: [event({ id: 3, title: 'Tree planting day', category: 'volunteer', location: 'Solar park' })] },
  '/api/gallery': { images: [photo({ id: 4, title: 'Lantern hand-over', category: 'innovation' })] },
  '/api/members': [member({ id: 5, name: 'Nusrat Jahan', bio: 'Loves solar projects' })],
  '/api/search-index': { entries: [], version: 1 },
  '/api/search': { entries: [] },
};
const fetchMock = vi.fn(
  async (url: string) =>
    new Response(JSON.stringify(bodies[url.split('?')[0]]), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"s1"' } }),
);

beforeEach(async () => {
  await Promise.all([db.projects.clear(), db.news.clear(), db.events.clear(), db.gallery.clear(), db.members.clear(), db.meta.clear(), db.searchPacks.clear()]);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reportNetworkSuccess(); // a test that went offline leaves the next one online
});

const renderPage = () => render(<SearchPage />, { wrapper: MemoryRouter });
const titles = () => screen.queryAllByTestId('search-result').map((r) => within(r).getByRole('heading').textContent);

describe('SearchPage', () => {
  it('invites a search until there is text or a filter', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeTruthy();
    expect(screen.getByText('Start Searching')).toBeTruthy();
    expect(screen.getByText('Enter a search term to find projects, news, events, and more.')).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('0 results');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it("offline with nothing on this phone, a search says so instead of 'No Results Found'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'solar' } });
    expect((await screen.findByTestId('search-not-on-phone')).textContent).toBe(
      'Not on this phone yet — connect once to search the club’s projects, news, events, photos and team',
    );
    expect(screen.queryByText('No Results Found')).toBeNull();
  });

  it('searches the mirror 300 ms after typing, best score first, with Best Match and links', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'solar lanterns for char villages' } });
    expect(screen.getByText('Start Searching')).toBeTruthy(); // not yet: debounced
    const first = await screen.findByRole('link', { name: 'Solar Lanterns for Char Villages' }, { timeout: 3000 });
    expect(first.getAttribute('href')).toBe('/projects#project-1');
    const card = screen.getAllByTestId('search-result')[0];
    expect(within(card).getByText('Best Match')).toBeTruthy();
    expect(within(card).getByText('Project')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'solar' } });
    await vi.waitFor(() => expect(titles()).toHaveLength(4), { timeout: 3000 });
    expect(titles()).toEqual(['Solar Lanterns for Char Villages', 'Solar Lantern Pilot Reaches 60 Households', 'Tree planting day', 'Nusrat Jahan']);
    expect(screen.queryByText('Best Match')).toBeNull(); // prefix 80 is not above 80
    expect(screen.getByRole('link', { name: 'Solar Lantern Pilot Reaches 60 Households' }).getAttribute('href')).toBe('/news/9');
    expect(screen.getByRole('link', { name: 'Tree planting day' }).getAttribute('href')).toBe('/events/3');
    expect(screen.getByRole('link', { name: 'Nusrat Jahan' }).getAttribute('href')).toBe('/members');
    expect(screen.getByTestId('result-count').textContent).toBe('4 results');
  });

  it('online, keeps the compact index and asks the server for what the device never loaded; both show the same way', async () => {
    const entry = (id: number, title: string, excerpt: string) => ({
      type: 'news',
      id,
      title,
      excerpt,
      category: 'Update',
      status: 'published',
      date: '2023-05-01',
    });
    fetchMock.mockImplementation(async (url: string) => {
      const [path, query] = url.split('?');
      const q = new URLSearchParams(query).get('q');
      const body =
        path === '/api/search-index'
          ? { entries: [entry(78, 'Biogas for the bazaar', 'Only in the index')], version: 3 }
          : path === '/api/search' && q === 'solar roof'
            ? { entries: [entry(77, 'Solar roof for the school', 'An old story.')] }
            : bodies[path];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"s1"' } });
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'solar roof' } });
    const found = await screen.findByRole('link', { name: 'Solar roof for the school' });
    expect(found.getAttribute('href')).toBe('/news/77');
    expect(within(found.closest('[data-testid="search-result"]') as HTMLElement).getByText('An old story.')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/search?q=solar+roof');
    const kept = await db.searchPacks.get('found'); // kept: found offline too
    expect((await unpack(kept!)).map((e) => e.title)).toContain('Solar roof for the school');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'biogas' } });
    expect((await screen.findByRole('link', { name: 'Biogas for the bazaar' })).getAttribute('href')).toBe('/news/78');
    expect((await db.meta.get('search-index'))?.value).toEqual({ version: 3 });
  });

  it('filters by type, category and status; Clear resets everything', async () => {
    renderPage();
    await vi.waitFor(async () => expect(await db.members.count()).toBe(1));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'gallery' } });
    await vi.waitFor(() => expect(titles()).toEqual(['Lantern hand-over']));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'volunteer' } });
    // every mirrored list reaches the page on its own live query: wait for the members too
    await vi.waitFor(() => expect(titles()).toEqual(['Tree planting day', 'Nusrat Jahan']));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'upcoming' } });
    expect(titles()).toEqual(['Tree planting day']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    expect(screen.getByText('No Results Found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
    expect(screen.getByText('Start Searching')).toBeTruthy();
  });
});

describe('SearchPage over many items', () => {
  it('shows the best 20 results with the whole count, and Show more results adds the next 20', async () => {
    const many = Array.from({ length: 50 }, (_, i) => article({ id: 1000 + i, title: `Many story ${i}`, content: '<p>x</p>' }));
    fetchMock.mockImplementation(async (url: string) => {
      const path = url.split('?')[0];
      const body = path === '/api/news' ? { articles: many } : bodies[path];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: '"s1"' } });
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'many story' } });
    await vi.waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('50 results'), { timeout: 3000 });
    expect(screen.getAllByTestId('search-result')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(screen.getAllByTestId('search-result')).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(screen.getAllByTestId('search-result')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });
});
