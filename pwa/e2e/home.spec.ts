import { test, expect, type APIRequestContext } from '@playwright/test';

/** Home (public-site.md §2 Home): the 12 blocks in order with the demo content, and where they lead. */
interface Titled {
  id: number;
  title: string;
}

async function demo(request: APIRequestContext) {
  const get = async (path: string) => (await request.get(path)).json();
  const projects = ((await get('/api/projects')) as { projects: Titled[] }).projects.slice(0, 3);
  const events = ((await get('/api/events')) as { events: (Titled & { status: string })[] }).events.filter((e) => e.status === 'upcoming').slice(0, 4);
  const articles = ((await get('/api/news')) as { articles: Titled[] }).articles.slice(0, 2);
  const members = ((await get('/api/members')) as { name: string; username: string | null }[]).slice(0, 4);
  const images = ((await get('/api/gallery')) as { images: Titled[] }).images.slice(0, 4);
  return { projects, events, articles, members, images };
}

test('the home page shows its blocks in order with the demo content', async ({ page, request }) => {
  const data = await demo(request);
  await page.goto('/');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1, name: 'Social Business Youth Club' })).toBeVisible();
  await expect(page.getByTestId('club-id-badge')).toHaveText('Club ID: 050-009-0023');
  for (const goal of ['Zero Poverty', 'Zero Unemployment', 'Zero Net Carbon Emissions']) {
    await expect(page.getByTestId('home-hero').getByText(goal, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('home-hero').getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/join');
  await expect(page.getByTestId('home-hero').getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

  await expect(page.getByTestId('home-article')).toHaveCount(2);
  await expect(page.getByTestId('home-project')).toHaveCount(3);
  await expect(page.getByTestId('home-event')).toHaveCount(4);
  await expect(page.getByTestId('home-member')).toHaveCount(4);
  await expect(page.getByTestId('home-gallery-image')).toHaveCount(4);

  const sections = await main.locator('h2').allTextContents();
  expect(sections).toEqual([
    'About the Movement',
    'Our Projects',
    'Upcoming Events',
    'Latest News',
    'Meet Our Team',
    'Our Goals',
    'Gallery',
    'Community Support',
    'Ready to Make a Difference?',
    'Stay Updated',
    'Find Us',
  ]);

  await expect(page.getByTestId('home-project')).toHaveText(data.projects.map((p) => new RegExp(escape(p.title))));
  await expect(page.getByTestId('home-event')).toHaveText(data.events.map((e) => new RegExp(escape(e.title))));
  await expect(page.getByTestId('home-article')).toHaveText(data.articles.map((a) => new RegExp(escape(a.title))));
  await expect(page.getByTestId('home-member')).toHaveText(data.members.map((m) => new RegExp(escape(m.name))));
  await expect(page.getByTestId('home-gallery-image')).toHaveText(data.images.map((i) => new RegExp(escape(i.title))));

  await expect(page.getByTestId('goal-communities')).toHaveText('5+');
  await expect(page.getByTestId('goal-youth')).toHaveText('50+');
  await expect(page.getByTestId('goal-launchYear')).toHaveText('2025');
  await expect(page.getByTestId('goal-commitment')).toHaveText('100%');
  await expect(page.getByTestId('home-community').locator('blockquote')).toHaveCount(3);
  await expect(page.getByTestId('home-aspirations').getByRole('listitem')).toHaveCount(4);

  const cta = page.getByTestId('home-cta');
  await expect(cta.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/join');
  await expect(cta.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', '/events');
  const quick = page.getByRole('navigation', { name: 'Home page quick links' });
  expect(await quick.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/about', '/projects', '/events', '/join']);
});

test('home cards lead to the projects, event, article, member and gallery pages', async ({ page, request }) => {
  const data = await demo(request);
  await page.goto('/');

  await page.getByTestId('home-project').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.goBack();

  await page.getByTestId('home-event').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/events/${data.events[0].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: data.events[0].title })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: data.articles[0].title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${data.articles[0].id}$`));
  await page.goBack();

  const first = data.members[0];
  await page.getByTestId('home-member').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/member/${first.username ?? first.name.toLowerCase().replace(/\s+/g, '')}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();

  await expect(page.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/news');
  await page.getByRole('link', { name: 'View All Members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('Subscribe explains that the newsletter is not available yet', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByTestId('toast-viewport');
  await expect(toast.getByText('Newsletter coming soon')).toBeVisible();
  await expect(toast.getByText(/Please use the Contact page/)).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('contact details come from the site settings: real links, no {email} or {phone} placeholders, only the social links that are set', async ({ page }) => {
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'E-mail: hello@club.test' })).toHaveAttribute('href', 'mailto:hello@club.test');
    await expect(footer.getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute('href', 'tel:+8801711000000');
    await expect(footer.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute('href', 'https://www.facebook.com/youthclub.demo');
    await expect(footer.getByText('Telegram')).toHaveCount(0);
    expect(await page.locator('body').textContent()).not.toMatch(/\{email\}|\{phone\}/);
  }
});

test('on slow data the home blocks show grey cards of their final shape until their lists come, and Loading… for screen readers', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  // A return visit to a phone that holds no lists yet: the shell, which renders from what the phone
  // has (a first visit's page comes from the server with the blocks' cards in it: server-pages.spec.ts).
  await context.addCookies([{ name: 'club_seen', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(projects|events|gallery|members)\b/, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto('/');
    const placeholders = page.getByTestId('loading-cards');
    await expect(placeholders).toHaveCount(4); // projects, events, gallery, team
    await expect(placeholders.first()).toBeVisible();
    await expect(page.getByTestId('home-projects').getByTestId('loading-cards').locator('li')).toHaveCount(3);
    await expect(page.getByTestId('home-team').getByTestId('loading-cards').locator('li')).toHaveCount(4);
    await expect(page.getByTestId('home-projects').getByRole('status')).toContainText('Loading');
    const grey = (await page.getByTestId('home-projects').getByTestId('loading-cards').locator('li').first().boundingBox())!;

    release();
    const card = page.getByTestId('home-project').first();
    await expect(card).toBeVisible();
    await expect(placeholders).toHaveCount(0);
    const real = (await card.boundingBox())!;
    // The grey card has the real one's width and about its height (its text is a guess).
    expect(Math.abs(grey.width - real.width)).toBeLessThan(2);
    expect(Math.abs(grey.height - real.height) / real.height).toBeLessThan(0.25);
  } finally {
    await context.close();
  }
});
