import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { db } from '@/lib/db';
import { ArticlePage } from '../components/article-page';
import { json, newsArticle } from './fixtures';

const article = newsArticle({
  id: 7,
  title: 'How 40 Volunteers Planted 1,000 Trees',
  excerpt: 'One long weekend.',
  content: 'First line\nSecond <strong>line</strong><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
  coverImageUrl: '/uploads/cover.jpg',
  images: ['/uploads/a.jpg', '/uploads/b.jpg'],
  readCount: 1482,
});

const renderPage = (id = '7') => render(<ArticlePage id={id} />, { wrapper: MemoryRouter });
const ogTitle = () => document.head.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null;

beforeEach(async () => {
  await db.news.clear();
  resetToasts();
  document.title = 'Social Business Youth Club';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticlePage', () => {
  it('renders from the mirror, counts the read once and shows the fresh read count', async () => {
    await db.news.put(article);
    const fetchMock = vi.fn(async (_url: string) => json({ ...article, readCount: 1483 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('read-count').textContent).toBe('1,483 views'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/news/7');
    expect((await db.news.get(7))?.readCount).toBe(1483);
    expect(screen.getByTestId('sidebar-views').textContent).toBe('1,483');
    expect(screen.getAllByText('Mar 5, 2025').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1 min read').length).toBeGreaterThan(0);
    expect(screen.getByText('One long weekend.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Photo \d of 2/ })).toHaveLength(2);
  });

  it('turns newlines into line breaks and sanitises the body', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(article)),
    );
    renderPage();
    const body = (await screen.findByText('line', { selector: 'strong' })).parentElement!;
    expect(body.innerHTML).toContain('First line<br>Second');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('works offline from the mirror', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getByTestId('read-count').textContent).toBe('1,482 views');
  });

  it("an article kept without its body (a list page's HTML past its first few): its body comes when online, offline it says the rest is not on this phone", async () => {
    const { content: _c, contentBn: _cb, ...bodiless } = { ...article, estimatedReadTime: 4 };
    await db.news.put(bodiless as typeof article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect((await screen.findByTestId('article-body-missing')).textContent).toBe('The rest of this article is not on this phone yet — connect once to read it');
    expect(screen.getAllByText('4 min read').length).toBeGreaterThan(0);
    offline.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(article)),
    );
    renderPage();
    expect(await screen.findByText('line', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByTestId('article-body-missing')).toBeNull();
    expect((await db.news.get(7))?.content).toBe(article.content);
  });

  it.each([
    ['a 404', async () => json({ message: 'Article not found', code: 'NOT_FOUND' }, 404)],
    ['offline with nothing local', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows Article Not Found on %s', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    renderPage('99999');
    expect(screen.getByText('Loading article...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });

  it('drops a local copy the server no longer has', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Article not found' }, 404)),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(await db.news.get(7)).toBeUndefined();
  });

  it('sets the page title and social tags while shown and restores them on leaving', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(article)),
    );
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: article.title });
    // The head is written in an effect, which may run a tick after the heading is committed.
    await waitFor(() => expect(document.title).toBe(`${article.title} | Social Business Youth Club`));
    expect(ogTitle()).toBe(article.title);
    unmount();
    expect(document.title).toBe('Social Business Youth Club');
    expect(ogTitle()).toBeNull();
  });

  it('shares: toggles the panel, opens 600x400 popups and copies the link with a toast', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(article)),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Share', expanded: false });
    const panel = screen.getByTestId('share-panel');
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Share on Twitter' }));
    const [url, , features] = open.mock.calls[0];
    expect(String(url)).toContain('https://twitter.com/intent/tweet?url=');
    expect(String(url)).toContain(encodeURIComponent(article.title));
    expect(features).toBe('width=600,height=400');
    fireEvent.keyDown(within(panel).getByRole('button', { name: 'Copy Link' }), { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Link copied!'));
    expect(getToasts()[0].description).toBe('Article link has been copied to your clipboard.');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('shows the share buttons once, WhatsApp first with the title and the link', async () => {
    await db.news.put(article);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(article)),
    );
    renderPage();
    await screen.findByRole('heading', { level: 1, name: article.title });
    const panel = screen.getByTestId('share-panel');
    expect(screen.getAllByRole('button', { name: 'Share on Facebook', hidden: true })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy Link', hidden: true })).toHaveLength(1);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp', hidden: true });
    expect(panel.querySelector('li a, li button')).toBe(whatsapp);
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${article.title} ${window.location.href}`)}`);
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });
});
