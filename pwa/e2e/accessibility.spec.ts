import { test, expect, type Page } from '@playwright/test';
import { signInAs, type DemoRole } from './support/sign-in';
import { scanScreens, visit, type Screen } from './support/axe-kit';

/**
 * Issue 29: axe (@axe-core/playwright) finds no serious or critical violation on any screen of any
 * role, in English and in Bangla, on a 360 px phone. One journey per role; each visits its screens
 * (pages, tabs, and the dialogs that are screens of their own) in English, then switches to Bangla
 * and visits them again. The failure lists each violation: screen, rule, impact, and the nodes.
 */
test.use({ viewport: { width: 360, height: 740 } });

const main = (page: Page) => page.locator('main');
const heading = (page: Page) => page.locator('main h1');
const dialog = (page: Page) => page.locator('dialog[open]');

/** The address of the first link under `from` that starts with `prefix` (a member, an article, an event). */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** Opens `path`, then the dialog a button there opens. */
const openDialog =
  (path: string, button: (page: Page) => ReturnType<Page['locator']>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await button(page).first().click();
    await expect(dialog(page)).toBeVisible();
  };

/** Signs in as `role`, scans `screens` in both languages, and gives the account its English back. */
async function scanAs(page: Page, role: DemoRole, screens: Screen[]): Promise<string[]> {
  await signInAs(page, role);
  try {
    return await scanScreens(page, role, screens);
  } finally {
    await page.request.put('/api/auth/language', { data: { language: 'en' } });
  }
}

test('a visitor: every public page, the join and registration dialogs and a toast', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await firstLink(page, '/members', '/member/');
  const article = await firstLink(page, '/news', '/news/');
  const event = await firstLink(page, '/events', '/events/');
  const screens: Screen[] = [
    { name: '/', open: visit('/', heading) },
    { name: '/about', open: visit('/about', heading) },
    { name: '/members', open: visit('/members', heading) },
    { name: 'a member', open: visit(member, heading) },
    { name: '/projects', open: visit('/projects', heading) },
    { name: '/gallery', open: visit('/gallery', heading) },
    { name: '/news', open: visit('/news', heading) },
    { name: 'an article', open: visit(article, heading) },
    { name: '/events', open: visit('/events', (p) => p.getByTestId('event-card')) },
    { name: 'an event', open: visit(event, heading) },
    { name: '/search?q=', open: visit('/search?q=tree', main) },
    { name: '/contact', open: visit('/contact', main) },
    { name: '/join', open: visit('/join', main) },
    { name: 'join dialog', open: openDialog('/join', (p) => p.locator('main button.btn-primary')) },
    { name: '/login', open: visit('/login', (p) => p.locator('input[type="password"]')) },
    { name: '/register', open: visit('/register', (p) => p.locator('input[type="password"]')) },
    { name: '/forgot-password', open: visit('/forgot-password', (p) => p.locator('input[type="email"]')) },
    { name: '/application-status', open: visit('/application-status', main) },
    { name: 'not found', open: visit('/no-such-page', heading) },
    {
      name: 'registration dialog',
      open: openDialog('/events', (p) => p.getByTestId('event-card').locator('button.btn-primary')),
    },
    {
      name: 'a toast (login failed)',
      open: async (p: Page) => {
        await p.goto('/login');
        await p.locator('input[type="email"]').fill('nobody-here@example.org');
        await p.locator('input[type="password"]').fill('not-the-password');
        await p.locator('input[type="password"]').press('Enter');
        await expect(p.getByTestId('toast-viewport').locator('li')).toBeVisible();
      },
    },
  ];
  await page.goto('/');
  expect(await scanScreens(page, 'visitor', screens)).toEqual([]);
});

test('an applicant and a participant: application status, the participant dashboard and a ticket', async ({ browser }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  const applicant = await browser.newContext({ viewport: { width: 360, height: 740 } });
  found.push(...(await scanAs(await applicant.newPage(), 'applicant', [{ name: '/application-status', open: visit('/application-status', main) }])));
  await applicant.close();
  const participant = await browser.newContext({ viewport: { width: 360, height: 740 } });
  found.push(
    ...(await scanAs(await participant.newPage(), 'participant', [
      { name: '/participant-dashboard', open: visit('/participant-dashboard', (p) => p.getByTestId('participant-registrations')) },
      { name: 'a ticket', open: openDialog('/participant-dashboard', (p) => p.getByTestId('show-ticket')) },
      { name: '/notifications', open: visit('/notifications', main) },
    ])),
  );
  await participant.close();
  expect(found).toEqual([]);
});

test('a member: every view of the dashboard, its dialogs, and the inbox', async ({ page }) => {
  test.setTimeout(120_000);
  const dashboard = (query: string) => visit(`/member-dashboard${query}`, (p) => p.getByTestId('member-dashboard'));
  const quick = (n: number) => openDialog('/member-dashboard', (p) => p.getByTestId('quick-actions').getByRole('button').nth(n));
  const screens: Screen[] = [
    ...['overview', 'activities', 'achievements', 'events', 'goals'].map((view) => ({ name: `dashboard ${view}`, open: dashboard(`?view=${view}`) })),
    { name: 'event registration', open: dashboard('?tab=registration') },
    { name: 'RSVP events', open: dashboard('?tab=rsvp') },
    ...[0, 1, 2, 3].map((n) => ({ name: `quick action ${n + 1}`, open: quick(n) })),
    { name: 'settings', open: openDialog('/member-dashboard', (p) => p.getByTestId('member-header').getByRole('button').last()) },
    { name: '/notifications', open: visit('/notifications', main) },
  ];
  expect(await scanAs(page, 'member', screens)).toEqual([]);
});

const ADMIN_TABS = ['overview', 'members', 'events', 'notices'];
const CONTENT_SECTIONS = ['projects', 'news', 'events', 'registrations', 'gallery', 'pending'];
const CREATE_DIALOGS = { projects: 'new-project', news: 'new-article', events: 'new-event', gallery: 'new-image' };
const admin = (query: string, ready = (p: Page) => p.getByTestId('admin-dashboard')) => visit(`/admin-dashboard?${query}`, ready);

test('an admin: every tab and content section of the admin dashboard, and check-in', async ({ page }) => {
  test.setTimeout(120_000);
  const screens: Screen[] = [
    ...ADMIN_TABS.map((tab) => ({ name: `admin ${tab}`, open: admin(`tab=${tab}`) })),
    ...CONTENT_SECTIONS.map((section) => ({ name: `admin content ${section}`, open: admin(`tab=content&section=${section}`) })),
    { name: '/check-in', open: visit('/check-in', (p) => p.getByTestId('checkin-event')) },
  ];
  expect(await scanAs(page, 'admin', screens)).toEqual([]);
});

/** The super admin sees the same tabs as an admin (scanned above), with more they may do on people: those, and the create dialogs. */
test('a super admin: the overview, members, and the content create dialogs', async ({ page }) => {
  test.setTimeout(90_000);
  const screens: Screen[] = [
    { name: 'admin overview', open: admin('tab=overview') },
    { name: 'admin members', open: admin('tab=members') },
    ...Object.entries(CREATE_DIALOGS).map(([section, action]) => ({
      name: `create dialog ${action}`,
      open: admin(`tab=content&section=${section}&action=${action}`, dialog),
    })),
  ];
  expect(await scanAs(page, 'super_admin', screens)).toEqual([]);
});
