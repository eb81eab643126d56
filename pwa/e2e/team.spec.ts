import { test, expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { DEMO_FACTS } from '../../api/seeds/demo';

/** Team list and member profiles (public-site.md §2 Members, Member profile). */
interface ApiMember {
  name: string;
  username: string | null;
  createdAt: string;
  profileImageUrl: string | null;
}

const PLACEHOLDER = '/placeholder-avatar.png';
const card = (page: Page, name: string) => page.getByTestId('member-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the team page lists every member with photo, role, bio, links and View Profile', async ({ page, request }) => {
  const members = (await (await request.get('/api/members')).json()) as ApiMember[];
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(page.getByTestId('member-card')).toHaveCount(members.length);

  const nusrat = card(page, DEMO_FACTS.memberProfile.name);
  await expect(nusrat.getByText('Volunteer Lead')).toBeVisible();
  await expect(nusrat.getByText(/Organises our clean-ups/)).toBeVisible();
  const facebook = nusrat.getByRole('link', { name: /Facebook/ });
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', /noopener/);
  await expect(nusrat.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);

  // A member without a photo gets the placeholder avatar.
  const withoutPhoto = members.find((m) => !m.profileImageUrl)!;
  await expect(card(page, withoutPhoto.name).getByTestId('member-photo')).toHaveAttribute('src', PLACEHOLDER);
  const photo = card(page, DEMO_FACTS.memberProfile.name).getByTestId('member-photo');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', /\d+/);

  await expect(page.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/join');
  await nusrat.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(new RegExp(`/member/${DEMO_FACTS.memberProfile.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO_FACTS.memberProfile.name })).toBeVisible();
});

test('a photo that fails to load is replaced by the placeholder avatar', async ({ page }) => {
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/members');
  const photo = card(page, DEMO_FACTS.memberProfile.name).getByTestId('member-photo');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', PLACEHOLDER);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a profile is found by username in any case, with its details and contributions', async ({ page, request }) => {
  const members = (await (await request.get('/api/members')).json()) as ApiMember[];
  const nusrat = members.find((m) => m.username === DEMO_FACTS.memberProfile.username)!;
  await page.goto(`/member/${DEMO_FACTS.memberProfile.username.toUpperCase()}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeVisible();
  await expect(page.getByText('Volunteer Lead')).toBeVisible();
  await expect(page.getByTestId('member-status-badge')).toHaveText('Active');
  await expect(page.getByTestId('member-joined')).toHaveText(`Joined ${format(new Date(nusrat.createdAt), 'MMMM yyyy')}`);
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:nusrat.jahan@example.org');
  await expect(page.getByRole('main').getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('member-status-line')).toHaveText('Active Member');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.getByText(/Ask her about compost/)).toBeVisible();

  const articles = page.getByTestId('member-articles');
  await expect(articles.getByRole('link', { name: 'What Social Business Taught Me About Dignity' })).toBeVisible();
  await expect(page.getByTestId('member-articles-count')).toHaveText(String(await articles.getByRole('listitem').count()));
  await expect(page.getByText('No contributions yet')).toHaveCount(0);
  await articles.getByRole('link', { name: 'What Social Business Taught Me About Dignity' }).click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
});

test('a member without a username is found by the name fallback', async ({ page }) => {
  const { name, fallbackUsername } = DEMO_FACTS.memberWithoutUsername;
  await page.goto(`/member/${fallbackUsername}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('member-status-badge')).toHaveText('Active');
  // Credited for the article written under the member's name, not for the admin who entered the profile.
  await expect(page.getByTestId('member-articles-count')).toHaveText('1');
  await expect(page.getByTestId('member-projects-count')).toHaveText('0');
});

test('a member with no contributions says so, and shows the placeholder photo', async ({ page, request }) => {
  const members = (await (await request.get('/api/members')).json()) as ApiMember[];
  const rakib = members.find((m) => m.username === 'rakib')!;
  await page.goto('/member/rakib');
  await expect(page.getByRole('heading', { level: 1, name: rakib.name })).toBeVisible();
  await expect(page.getByText('No contributions yet')).toBeVisible();
  await expect(page.getByTestId('member-photo')).toHaveAttribute('src', PLACEHOLDER);
});

test('an unknown username shows Member Not Found with a way back to the team', async ({ page }) => {
  await page.goto('/member/no-such-person');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Not Found' })).toBeVisible();
  await expect(page.getByText("The member profile you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Team' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
});

test('the team page renders offline after one online visit', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/members');
  await expect(card(page, DEMO_FACTS.memberProfile.name)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  await expect(card(page, DEMO_FACTS.memberProfile.name)).toBeVisible();
  await expect(page.getByText('Unable to load team members')).toHaveCount(0);
  await context.setOffline(false);
});
