import { test, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { toast, noticesReady } from './support/page-kit';

/**
 * Issue "Phone first", on a 360 x 740 phone: refusals visible above open dialogs, the header's
 * offline label, the compact notice banner that does not shift the page, and the small fixes
 * (tel: links, Log in from 'Login required' and back, 'You are registered', Log in after Join,
 * one set of share buttons with WhatsApp first).
 */
test.use({ viewport: { width: 360, height: 740 } });

const PARTICIPANT = DEMO_ACCOUNTS.find((a) => a.role === 'participant')!;
const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!;
const { olympiad: OLYMPIAD, team: HACKATHON } = EVENT_TITLES;
const STORY_NIGHT = 'Community Story Night'; // an RSVP event
const RAIN = 'Heavy rain alert: outdoor activities moved'; // urgent, not dismissible
const BOOTCAMP = 'Registration open: Youth Leadership Bootcamp'; // high, dismissible
const PHONE_HEIGHT = 740;

const card = (page: Page, title: string) => page.getByTestId('event-card').filter({ hasText: title });
const banner = (page: Page) => page.getByRole('region', { name: 'Notices' });
const header = (page: Page) => page.getByRole('banner');

/** Visible, and what the user sees at its centre is the element itself: nothing is drawn above it. */
async function expectOnTop(target: Locator) {
  await expect(target).toBeVisible();
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'nothing covers the toast').toBe(true);
}

async function signIn(page: Page, email: string, password: string) {
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

/** The header stays one row: at most its 64 px minimum and the border. */
async function expectOneRowHeader(page: Page) {
  const box = await header(page).boundingBox();
  expect(box!.height).toBeLessThanOrEqual(65);
}

test.describe('item 7: a refusal shows above the open dialog', () => {
  test('registering an e-mail twice for an event', async ({ page }) => {
    await page.goto('/events');
    await card(page, OLYMPIAD).getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByLabel('Full name').fill('Arif Hossain');
    await dialog.getByLabel('Email').fill(PARTICIPANT.email); // already registered for the olympiad
    await dialog.getByLabel('Phone number').fill('+8801912345678');
    await dialog.getByLabel('Why do you want to attend?').fill('I want to compete again this year.');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const refusal = toast(page, 'Registration failed');
    await expect(refusal).toContainText('already registered');
    await expect(dialog.getByRole('heading', { name: `Register for ${OLYMPIAD}` })).toBeVisible();
    await expectOnTop(refusal);
    // The toast can be closed without closing the dialog.
    // (Its Close button is beside the message, in the toast's list item: not read out with it.)
    await page.getByRole('listitem').filter({ has: refusal }).getByRole('button', { name: 'Close' }).click();
    await expect(refusal).toHaveCount(0);
    await expect(dialog.getByLabel('Email')).toHaveValue(PARTICIPANT.email);
  });

  test('joining with an e-mail in use', async ({ page }) => {
    await page.goto('/join');
    await page.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByTestId('join-dialog');
    await dialog.getByLabel('First name').fill('Sadia');
    await dialog.getByLabel('Last name').fill('Akter');
    await dialog.getByLabel('Email').fill(APPLICANT.email);
    await dialog.getByLabel('Phone number').fill('+8801711000000');
    await dialog.getByLabel('Age').fill('20');
    await dialog.getByLabel('Address').fill('Station Road, Rangpur');
    await dialog.getByLabel('Why do you want to join?').fill('To help my union.');
    await dialog.getByLabel('Password', { exact: true }).fill('Join#2025pass');
    await dialog.getByLabel('Confirm password').fill('Join#2025pass');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    const refusal = toast(page, 'Registration Failed');
    await expect(refusal).toContainText('already exists');
    await expect(dialog.getByRole('heading', { name: 'Join the Social Business Youth Club' })).toBeVisible();
    await expectOnTop(refusal);
  });
});

test('item 10: the header says Offline, then how many wait, then All sent, on one row', async ({ page, context }) => {
  await signIn(page, PARTICIPANT.email, PARTICIPANT.password);
  await page.goto('/contact');
  const indicator = page.getByTestId('network-indicator');
  await expect(page.getByTestId('header-welcome')).toBeVisible();
  await expectOneRowHeader(page);
  // The page has finished loading: with the outbox's files it asks for once it has come to life
  // (api/src/static/writes-preload.ts), a message sent offline before the worker is installed is kept.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(indicator.getByText('Offline', { exact: true })).toBeVisible();
  await expect(indicator).toHaveAccessibleName(/Open the Sync panel/);
  await expectOneRowHeader(page);

  await page.getByLabel('Name').fill('Arif Hossain');
  await page.getByLabel('Email').fill(PARTICIPANT.email);
  await page.getByLabel('Subject').fill(`From the bus ${Date.now()}`);
  await page.getByLabel('Message').fill('Written without any signal on the way home.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('outbox-count')).toHaveText('1 waiting');
  await expect(page.getByTestId('outbox-count')).toBeVisible();
  await expectOneRowHeader(page);

  await context.setOffline(false);
  await expect(indicator.getByText('All sent')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('outbox-count')).toHaveCount(0);
  await expectOneRowHeader(page);
  await expect(indicator.getByText('All sent')).toHaveCount(0, { timeout: 10_000 });
  await indicator.click();
  await expect(page.getByTestId('sync-panel').getByText('Nothing is waiting to be sent.')).toBeVisible();
});

/**
 * The page's layout shift (CLS without user input) once it has settled: everything it asked for
 * (data, pictures, lazy scripts) has come, its fonts are ready and the frame after has been painted.
 */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    let sum = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    add(observer.takeRecords());
    observer.disconnect();
    return sum;
  });
}

test.describe('item 11: the notice banner on a phone', () => {
  test('compact (title and one line), expands on tap, and the header stays on screen', async ({ page }) => {
    await page.goto('/');
    await noticesReady(page);
    await expect(banner(page).getByText(RAIN)).toBeVisible();
    const compact = (await banner(page).boundingBox())!;
    expect(compact.height).toBeLessThanOrEqual(PHONE_HEIGHT * 0.2);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    const toggle = banner(page).getByRole('button', { name: /Heavy rain alert/, expanded: false });
    await toggle.click();
    await expect(banner(page).getByRole('button', { name: 'Show less', expanded: true })).toBeVisible();
    await expect(banner(page).getByText(/indoor sessions go ahead at the community centre\.$/)).toBeVisible();
    const expanded = (await banner(page).boundingBox())!;
    expect(expanded.height).toBeGreaterThan(compact.height);

    await banner(page).getByRole('button', { name: 'Show less' }).click();
    await expect(banner(page).getByRole('button', { name: /Heavy rain alert/, expanded: false })).toBeVisible();
    expect((await banner(page).boundingBox())!.height).toBeLessThanOrEqual(PHONE_HEIGHT * 0.2);
  });

  test('a dismissible notice dismissed stays away after a reload', async ({ page }) => {
    await page.goto('/');
    await noticesReady(page);
    await expect(banner(page)).toBeVisible();
    for (let i = 0; i < 3 && !(await banner(page).getByText(BOOTCAMP).isVisible()); i++) {
      await banner(page).getByRole('button', { name: 'Next notice' }).click();
    }
    await banner(page).getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(banner(page).getByText(BOOTCAMP)).toHaveCount(0);
    await page.reload();
    await noticesReady(page);
    await expect(banner(page).getByText(RAIN)).toBeVisible();
    await expect(banner(page).getByText(BOOTCAMP)).toHaveCount(0);
  });

  test('on a return visit the banner does not push the page down (layout shift about 0)', async ({ page }) => {
    await page.goto('/');
    await noticesReady(page);
    await expect(banner(page).getByText(RAIN)).toBeVisible();
    await page.reload();
    await noticesReady(page);
    await expect(banner(page).getByText(RAIN)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  // Nothing moves on a first visit, on a phone or a wide screen: the strip's place, the visitor's
  // links in the header and the contact card's details are held (a tap never lands on what moved in).
  for (const width of [360, 1280])
    test(`on a first visit at ${width} px the strip's place is held, so it does not push the page down either`, async ({ browser }) => {
      for (const path of ['/', '/events', '/news', '/about', '/login', '/contact']) {
        // A first visit, from the server: the pre-rendered page, or the shell for the others.
        const context = await browser.newContext({ viewport: { width, height: 740 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(path);
        await noticesReady(page);
        if (['/', '/events', '/news'].includes(path)) await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /./);
        await expect(banner(page).getByText(RAIN)).toBeVisible();
        await expect(page.locator('#root')).not.toHaveAttribute('data-notice-reserve');
        if (path === '/contact') await expect(page.getByTestId('contact-info').getByRole('link', { name: /@/ })).toBeVisible();
        expect(await layoutShift(page), path).toBeLessThan(0.01);
        await context.close();
      }
    });
});

test.describe('item 14', () => {
  test('(a) phone numbers in event contacts are tel: links', async ({ page }) => {
    await page.goto('/events');
    const phone = card(page, HACKATHON).getByRole('link', { name: '+8801555000888' });
    await expect(phone).toHaveAttribute('href', 'tel:+8801555000888');
  });

  test("(b) 'Login required' offers Log in, and signing in comes back to the RSVP events", async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('tab', { name: 'RSVP Events' }).click();
    await card(page, STORY_NIGHT).getByRole('button', { name: 'RSVP' }).click();
    const required = toast(page, 'Login required');
    await required.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(PARTICIPANT.email);
    await page.getByLabel('Password').fill(PARTICIPANT.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/events\?tab=rsvp$/);
    await expect(page.getByRole('tab', { name: 'RSVP Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, STORY_NIGHT)).toBeVisible();
  });

  test("(c) a participant sees 'You are registered' instead of 'Register Now'", async ({ page }) => {
    await signIn(page, PARTICIPANT.email, PARTICIPANT.password);
    await page.goto('/events');
    await expect(card(page, OLYMPIAD).getByText('You are registered')).toBeVisible();
    await expect(card(page, OLYMPIAD).getByRole('button', { name: 'Register Now' })).toHaveCount(0);
    await expect(card(page, HACKATHON).getByRole('button', { name: 'Register Now' })).toBeVisible();
  });

  test("(d) after a successful Join the dialog offers 'Log in to follow your application'", async ({ page }) => {
    const email = `phone-first-${Date.now()}@club.test`;
    await page.goto('/join');
    await page.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByTestId('join-dialog');
    await dialog.getByLabel('First name').fill('Rafi');
    await dialog.getByLabel('Last name').fill('Islam');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('+8801711000000');
    await dialog.getByLabel('Age').fill('19');
    await dialog.getByLabel('Address').fill('Station Road, Rangpur');
    await dialog.getByLabel('Why do you want to join?').fill('To run clean-ups in my union.');
    await dialog.getByLabel('Password', { exact: true }).fill('Join#2025pass');
    await dialog.getByLabel('Confirm password').fill('Join#2025pass');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Account Created Successfully!')).toBeVisible();
    await dialog.getByRole('link', { name: 'Log in to follow your application' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Join#2025pass');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/application-status$/);
  });

  test('(e) the article shows its share buttons once, WhatsApp first', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating'); // the server-rendered page has come to life
    await page.waitForLoadState('networkidle'); // and its list's first refresh has settled
    await page.getByRole('link', { name: 'Read Full Story' }).click();
    const title = (await page.getByTestId('news-article').getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByTestId('share-panel');
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsapp).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Share on Facebook' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(1);
    await expect(panel.getByRole('listitem').first().getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(title.trim());
    expect(text).toContain(page.url());
  });
});
