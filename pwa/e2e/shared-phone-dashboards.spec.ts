import { test, expect, type Page } from '@playwright/test';
import { account, signInAs, waitForServiceWorkerControl } from './support/sign-in';

/**
 * One phone, two people (issue 12): a member uses their dashboard, signs out, and a participant
 * signs in on the same phone. Nothing of the member's (progress, submissions, name) shows to the
 * participant, online or offline.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function logOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('header-welcome')).toHaveCount(0);
}

test("after a member signs out, the participant who signs in sees none of the member's dashboard", async ({ page, context }) => {
  const member = account('member');
  await signInAs(page, 'member');
  await waitForServiceWorkerControl(page);
  const mine = (await (await page.request.get('/api/submissions/mine')).json()) as { submissions: Array<{ title: string }> };
  expect(mine.submissions.length).toBeGreaterThan(0);
  const memberTitle = mine.submissions[0].title;

  await page.goto('/dashboard');
  await expect(page.getByTestId('member-stats')).toBeVisible();
  await expect(page.getByTestId('my-submissions')).toContainText(memberTitle);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);

  await logOut(page);
  await signInAs(page, 'participant');
  const participant = account('participant');

  const checkNothingOfTheMember = async () => {
    await expect(page.getByTestId('participant-dashboard')).toBeVisible();
    await expect(page.getByTestId('participant-welcome')).toContainText(participant.firstName);
    // The dashboard has read the registrations from the device (a list or 'none yet', no longer
    // 'Loading'): a copy of the member's that lingered would be on the page now.
    await expect(page.getByTestId('participant-registration').or(page.getByTestId('participant-registrations-empty')).first()).toBeVisible();
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain(memberTitle);
    expect(text).not.toContain(member.firstName);
    await expect(page.getByTestId('member-stats')).toHaveCount(0);
    await expect(page.getByTestId('my-submissions')).toHaveCount(0);
  };

  await page.goto('/dashboard');
  await checkNothingOfTheMember();
  // The member's own page tells the participant where theirs is, and shows nothing of the member's.
  await page.goto('/member-dashboard');
  await expect(page.getByText('This dashboard is for members')).toBeVisible();
  await expect(page.getByTestId('member-stats')).toHaveCount(0);

  // Offline only what is on the phone can show: still nothing of the member's.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await checkNothingOfTheMember();
  await context.setOffline(false);
});
