import { test, expect } from '@playwright/test';
import { signInAs, waitForServiceWorkerControl } from './support/sign-in';
import { unique } from './support/page-kit';

/** Advanced search over the local mirror (public-site.md §2 Advanced search, §9). */
const PROJECT = 'Solar Lanterns for Char Villages';
const ARTICLE = 'Solar Lantern Pilot Reaches 60 Households';
const EVENT = 'Community Story Night';

test('search: start state, Best Match with the right links, filters and Clear', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
  await expect(page.getByText('Enter a search term to find projects, news, events, and more.')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('0 results');
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await expect(clear).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  const results = page.getByTestId('search-result');
  await box.fill(PROJECT);
  await expect(results.first().getByRole('link', { name: PROJECT })).toHaveAttribute('href', /^\/projects#project-\d+$/);
  await expect(results.first().getByText('Best Match')).toBeVisible();
  await expect(results.first().getByText('Project', { exact: true })).toBeVisible();
  await expect(clear).toBeVisible();

  await box.fill(ARTICLE);
  await expect(results.first().getByRole('link', { name: ARTICLE })).toHaveAttribute('href', /^\/news\/\d+$/);
  await expect(results.first().getByText('Best Match')).toBeVisible();

  await box.fill(EVENT);
  await expect(results.first().getByRole('link', { name: EVENT })).toHaveAttribute('href', /^\/events\/\d+$/);

  await box.fill('solar');
  await expect(results.first().getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(page.getByText('Best Match')).toHaveCount(0); // a prefix scores 80, not above
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ results$/);

  await box.fill('');
  await page.getByLabel('Type').selectOption('gallery');
  await page.getByLabel('Category').selectOption('workshop');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link', { name: 'Idea lab workshop' })).toHaveAttribute('href', '/gallery');

  await page.getByLabel('Type').selectOption('projects');
  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Status').selectOption('completed');
  await expect(results).toHaveCount(2);
  await expect(results.getByRole('link')).toHaveText(['Green Rangpur: 1,000 Trees', 'Digital Skills Evening School']);

  await page.getByLabel('Type').selectOption('members');
  await page.getByLabel('Category').selectOption('community');
  await page.getByLabel('Status').selectOption('approved');
  await expect(results.first().getByText('Member', { exact: true })).toBeVisible();
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/members');

  await box.fill('zzzz nothing like this');
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();

  await clear.click();
  await expect(box).toHaveValue('');
  await expect(page.getByLabel('Type')).toHaveValue('all');
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(page.getByRole('heading', { name: 'Start Searching' })).toBeVisible();
  await expect(clear).toHaveCount(0);
});

test('on a phone the count and first result sit under the box while typing; Back from a result returns to the same search', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search', exact: true });
  await box.fill('solar');
  const first = page.getByTestId('search-result').first();
  await expect(first).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=solar$/);
  for (const el of [page.getByTestId('result-count'), first]) {
    const box2 = await el.boundingBox();
    expect(box2!.y).toBeLessThan(740);
  }
  // The filters fold away on a phone, one tap opens them; a filter goes into the URL too.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Type').selectOption('news');
  await expect(page).toHaveURL(/\/search\?q=solar&type=news$/);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await page.goBack();
  await expect(box).toHaveValue('solar');
  await expect(page.getByLabel('Type')).toHaveValue('news');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
});

test('a project result opens /projects scrolled to that project, highlighted and focused, even when it is not first', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/projects');
  const cards = page.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.getByRole('heading').allTextContents();
  const last = titles.at(-1)!;
  expect(titles.length).toBeGreaterThan(1);

  await page.goto(`/search?q=${encodeURIComponent(last)}`);
  await page.getByTestId('search-result').first().getByRole('link', { name: last }).click();
  await expect(page).toHaveURL(/\/projects#project-\d+$/);
  const target = page.locator('[data-highlighted="true"]');
  await expect(target).toHaveCount(1);
  await expect(target.getByRole('heading', { name: last })).toBeInViewport();
  await expect(target).toBeFocused();
});

test('a big club: search and the news list find articles the lists never loaded, offline, from the compact index alone', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  const tag = unique('Indexed');
  const made: number[] = [];
  try {
    for (let i = 1; i <= 26; i++) {
      const word = i === 1 ? 'Zorbalok' : 'Paddy';
      const created = await page.request.post('/api/news', { data: { title: `${tag} ${word} story ${i}`, content: `<p>Story ${i}</p>`, category: 'Update' } });
      const id = ((await created.json()) as { article: { id: number } }).article.id;
      made.push(id);
      expect((await page.request.post(`/api/approve-content/news/${id}`)).ok()).toBe(true);
    }
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const phone = await visitor.newPage();
    const indexSynced = phone.waitForResponse((r) => r.url().endsWith('/api/search-index') && r.status() === 200);
    await phone.goto('/search');
    await indexSynced;
    // The news list on this phone holds its first page only: the oldest story is not in it.
    await expect
      .poll(() =>
        phone.evaluate(async (id) => {
          const open = indexedDB.open('club');
          const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
          const read = (store: string, key: IDBValidKey) =>
            new Promise((resolve) => (db.transaction(store).objectStore(store).get(key).onsuccess = (e) => resolve((e.target as IDBRequest).result)));
          const [inList, packed] = [await read('news', id), (await read('searchPacks', 'index')) as { data: ArrayBuffer } | undefined];
          db.close();
          // The index is one gzip-compressed row of [kind, id, ...texts] tuples (kind 0: news).
          const tuples = packed
            ? (JSON.parse(await new Response(new Response(packed.data).body!.pipeThrough(new DecompressionStream('gzip'))).text()) as [number, number][])
            : [];
          return { inList: !!inList, inIndex: tuples.some(([kind, entry]) => kind === 0 && entry === id) };
        }, made[0]),
      )
      .toEqual({ inList: false, inIndex: true });

    await waitForServiceWorkerControl(phone); // pages open offline too
    await visitor.setOffline(true);
    await phone.getByRole('searchbox', { name: 'Search', exact: true }).fill('zorbalok');
    const result = phone.getByTestId('search-result');
    await expect(result).toHaveCount(1);
    await expect(result.getByRole('link', { name: `${tag} Zorbalok story 1` })).toHaveAttribute('href', `/news/${made[0]}`);
    await expect(phone.getByTestId('result-count')).toHaveText('1 result');

    // The news list, offline, says it shows what this phone keeps (not a Load more that cannot work) and points to search.
    await phone.goto('/news');
    await expect(phone.getByTestId('story-card')).toHaveCount(23);
    await expect(phone.getByTestId('load-more-offline')).toContainText('You are offline: these are the ones kept on this phone.');
    await expect(phone.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(phone.getByTestId('load-more-offline').getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search?type=news');
    // Under it, what the phone's index holds beyond the cards: the stories never loaded, the oldest among them.
    const rest = phone.getByTestId('offline-rest');
    await expect(rest.getByRole('heading', { name: 'Also on this phone, in short' })).toBeVisible();
    await expect(rest.getByRole('link', { name: `${tag} Zorbalok story 1` })).toHaveAttribute('href', `/news/${made[0]}`);
    await expect(rest.getByRole('link', { name: `${tag} Paddy story 2` })).toHaveAttribute('href', `/news/${made[1]}`);
    await visitor.close();
  } finally {
    for (const id of made) await page.request.delete(`/api/news/${id}`);
  }
});
