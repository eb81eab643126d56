import { test, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { ARTICLES_BN, EVENTS_BN, GALLERY_BN, PITCH_QUESTIONS_BN } from '../../api/seeds/demo-bangla';
import { EVENT_TITLES } from '../../api/seeds/demo-events';
import { toast } from './support/page-kit';
import { banglaPhone } from './support/bangla-kit';

/**
 * Issue 29 (items 9 and 13): a reader in Bangla on a 360 px phone meets the demo club in Bangla —
 * events, news and gallery captions — and the pitch event's own questions and options in Bangla;
 * the answer picked in Bangla is stored as the English option, as an English reader's would be.
 */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const hydrated = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

test('the demo in Bangla: events, news and gallery read in Bangla; the pitch questions ask in Bangla and store the options', async ({
  browser,
  request,
}, info) => {
  const { context, page } = await banglaPhone(browser);

  await page.goto('/news');
  await expect(page.getByRole('link', { name: ARTICLES_BN.trees!.title }).first()).toBeVisible();
  await expect(page.getByText('How 40 Volunteers Planted 1,000 Trees in One Weekend')).toHaveCount(0);

  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: GALLERY_BN['g-team']!.title })).toBeVisible();
  await expect(page.getByText(GALLERY_BN['g-cleanup']!.description)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our volunteers' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('bangla-gallery.png') });

  await page.goto('/events');
  await hydrated(page);
  const card = page.getByTestId('event-card').filter({ hasText: EVENTS_BN.pitch!.title });
  await expect(card).toContainText(EVENTS_BN.pitch!.location);
  await expect(page.getByText(EVENT_TITLES.customQuestions)).toHaveCount(0);
  await expect(page.getByText('Community Centre, Station Road, Rangpur')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('bangla-events.png') });

  await card.getByRole('button', { name: 'এখনই নিবন্ধন করুন' }).click();
  const d = page.getByTestId('register-dialog');
  await expect(d.getByRole('heading', { name: `${EVENTS_BN.pitch!.title}-এর জন্য নিবন্ধন` })).toBeVisible();
  const zero = d.getByLabel(`${PITCH_QUESTIONS_BN.q3!.questionBn} (আবশ্যক)`);
  await expect(zero.locator('option')).toHaveText(['একটি অপশন বেছে নিন', ...PITCH_QUESTIONS_BN.q3!.optionsBn!]);
  await expect(d.getByRole('radiogroup', { name: PITCH_QUESTIONS_BN.q4!.questionBn })).toBeVisible();
  await expect(d.getByText('Which zero does your idea target?')).toHaveCount(0);

  const email = `bangla-pitch-${Date.now()}@example.org`;
  await d.getByLabel('পূর্ণ নাম').fill('রাফি ইসলাম');
  await d.getByLabel('ইমেইল').fill(email);
  await d.getByLabel('ফোন নম্বর').fill('+8801711000000');
  await d.getByLabel('কেন অংশ নিতে চান?').fill('নতুন কিছু শিখতে আর মানুষের সাথে পরিচিত হতে চাই।');
  await d.getByLabel(`${PITCH_QUESTIONS_BN.q1!.questionBn} (আবশ্যক)`).fill('তিস্তা প্লাস্টিক ব্যাংক');
  await d.getByLabel(`${PITCH_QUESTIONS_BN.q2!.questionBn} (আবশ্যক)`).fill('নদীর পাড়ে ময়লা নেওয়ার কেউ নেই।');
  await zero.selectOption({ label: 'শূন্য নিট কার্বন' });
  await d.getByLabel('না', { exact: true }).check();
  await d.getByLabel('মেন্টরিং').check();
  await d.screenshot({ path: info.outputPath('bangla-pitch-form.png') });
  await d.getByRole('button', { name: 'নিবন্ধন করুন', exact: true }).click();
  await expect(toast(page, 'নিবন্ধন সফল হয়েছে!')).toBeVisible();

  expect((await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  const { events } = (await (await request.get('/api/events')).json()) as { events: { id: number; title: string }[] };
  const id = events.find((e) => e.title === EVENT_TITLES.customQuestions)!.id;
  const registrations = (await (await request.get(`/api/event-registrations?eventId=${id}`)).json()) as Array<{ email: string; customAnswers: unknown }>;
  expect(registrations.find((r) => r.email === email)?.customAnswers).toEqual({
    q1: 'তিস্তা প্লাস্টিক ব্যাংক',
    q2: 'নদীর পাড়ে ময়লা নেওয়ার কেউ নেই।',
    q3: 'Zero net carbon',
    q4: 'No',
    q5: ['Mentoring'],
  });
  await context.close();
});
