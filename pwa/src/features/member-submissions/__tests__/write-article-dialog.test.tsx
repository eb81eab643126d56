import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToasts, resetToasts } from '@/components/ui/toast-store';
import { fileOf, stubCanvas, stubImageLayout } from '@/components/upload/upload.test-utils';
import { db } from '@/lib/db';
import { setOutboxUser } from '@/lib/outbox';
import { USER, json, pickAndCrop, postsTo, renderDashboard } from './fixtures';

let fetchMock: ReturnType<typeof vi.fn>;
const lastToast = () => getToasts()[0];
const dialog = () => screen.getByTestId('write-article-dialog');
const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const publish = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish Article' }));

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.me.clear()]);
  resetToasts();
  setOutboxUser(USER.id);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/submissions/mine' ? json(200, { submissions: [] }) : json(201, { message: 'Article submitted successfully' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Write Article', () => {
  it('opens from Quick Actions; title and content are required', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Write Article' }));
    expect(within(dialog()).getByRole('heading', { name: 'Write Article' })).toBeTruthy();
    publish();
    expect(await within(dialog()).findByText('Title is required')).toBeTruthy();
    expect(within(dialog()).getByText('Content is required')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('Ctrl+Enter in the content publishes it, with the full name as the author and no createdBy', async () => {
    renderDashboard({ url: '/dashboard?quick=article' });
    fill('Title', 'We planted 500 trees');
    fill('Excerpt', 'The whole union came out.');
    fill('Content', 'Across twelve schools in one morning.');
    fireEvent.keyDown(within(dialog()).getByLabelText('Content'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(lastToast()?.title).toBe('Article submitted successfully'));
    expect(postsTo(fetchMock, '/api/news')).toEqual([
      { title: 'We planted 500 trees', excerpt: 'The whole union came out.', content: 'Across twelve schools in one morning.', author: 'Rafi Islam' },
    ]);
  });

  it('the author is the e-mail when the member has no name', async () => {
    renderDashboard({ url: '/dashboard?quick=article', user: { ...USER, firstName: null, lastName: null } });
    fill('Title', 'Trees');
    fill('Content', 'Many trees.');
    publish();
    await waitFor(() => expect(postsTo(fetchMock, '/api/news')).toHaveLength(1));
    expect(postsTo(fetchMock, '/api/news')[0]).toMatchObject({ author: 'rafi@example.org', excerpt: null });
  });

  it('a refusal says Failed to submit article', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/news' ? json(403, { message: 'Forbidden', code: 'forbidden' }) : json(200, { submissions: [] }),
    );
    renderDashboard({ url: '/dashboard?quick=article' });
    fill('Title', 'Trees');
    fill('Content', 'Many trees.');
    publish();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to submit article', variant: 'destructive' }));
  });

  it('offline with a 16:9 cover: the crop is 16:9, kept on the device with the article, shown waiting to be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubImageLayout();
    const { drawImage } = stubCanvas();
    renderDashboard({ url: '/dashboard?quick=article' });
    fill('Title', 'We planted 500 trees');
    await pickAndCrop(/Cover image/, fileOf('cover.jpg', 'image/jpeg'));
    // The 800 x 600 picture cropped to half its width at 16:9: 400 x 225.
    const [, , , sw, sh] = drawImage.mock.calls[0] as number[];
    expect(sw / sh).toBeCloseTo(16 / 9, 2);
    fill('Content', 'Across twelve schools.');
    publish();
    await waitFor(() => expect(lastToast()?.title).toBe('Saved — it will be sent when you are back online'));

    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      url: '/api/news',
      body: { title: 'We planted 500 trees', author: 'Rafi Islam' },
      label: 'submissions:writes.article',
      labelValues: { title: 'We planted 500 trees' },
    });
    expect(item.attachment).toMatchObject({ field: 'imageUrl', file: { name: 'article.jpg' } });
    const row = (await screen.findByText('We planted 500 trees')).closest('li')!;
    expect(row.getAttribute('data-kind')).toBe('news');
    expect(within(row).getByText('Waiting to be sent')).toBeTruthy();
    expect(await within(row).findByTestId('submission-thumb')).toBeTruthy();
  });
});
