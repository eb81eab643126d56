import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/sign-in';

/**
 * A push reaching the installed app while its page is elsewhere: delivered to the service worker
 * through the DevTools protocol (no push service is reachable here), as the server's push
 * (api/src/push/push.sender.ts) carries it. The notification must show in the reader's language,
 * and a tap must take the open window to the page it is about.
 */
test('a push shows its notification in the reader’s language, and a tap opens its page in the app’s window', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, permissions: ['notifications'] });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    // What DevTools says of the worker's versions, for the failure message below.
    const versions: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: v }) => {
      for (const x of v) versions.push(`${x.versionId}:${x.status}/${x.runningStatus}`);
    });
    await cdp.send('ServiceWorker.enable');
    // A push goes to an activated worker: 'ready' already holds while it is still activating.
    await page.evaluate(async () => {
      const active = (await navigator.serviceWorker.ready).active!;
      if (active.state === 'activated') return;
      await new Promise<void>((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()));
    });
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL!)) ?? (await context.waitForEvent('serviceworker'));
    // The phone said yes to notifications (the context grants it): without it nothing could show.
    expect(await worker.evaluate(() => Notification.permission)).toBe('granted');
    const payload = { title: 'আপনার আবেদন অনুমোদিত হয়েছে', body: 'ক্লাবে স্বাগতম!', url: '/events', lang: 'bn', tag: 'application.decided:1', unread: 2 };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: JSON.stringify(payload) });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          tag: n.tag,
          icon: n.icon,
          data: n.data,
        })),
      );
    await expect
      .poll(shown, { timeout: 20_000, message: 'the notification is shown (else: what a notification shown by hand says)' })
      .toHaveLength(1)
      .catch(async (error: Error) => {
        // Why not: the same call the worker makes, by hand, and its answer.
        const probe = await worker.evaluate(() =>
          (self as unknown as ServiceWorkerGlobalScope).registration.showNotification('probe').then(
            () => 'a notification by hand shows',
            (e: Error) => `a notification by hand fails: ${e.name}: ${e.message}`,
          ),
        );
        throw new Error(`${error.message}\n${probe}\nthe worker's versions as DevTools saw them: ${versions.join(', ')}`);
      });
    expect((await shown())[0]).toMatchObject({
      title: payload.title,
      body: payload.body,
      lang: 'bn',
      tag: payload.tag,
      icon: `${baseURL}/icons/icon-192.png`,
      data: { url: '/events' },
    });

    // A push that is not the server's (not JSON, or missing its fields) shows nothing.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: 'not ours' });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registration,
      data: JSON.stringify({ ...payload, tag: 'second' }),
    });
    await expect.poll(shown, { timeout: 20_000 }).toHaveLength(2);

    // The tap: the worker's notificationclick with the notification shown (DevTools cannot click one).
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag: 'application.decided:1' });
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`${baseURL}/events`);
    await expect.poll(shown).toHaveLength(1);
  } finally {
    await context.close();
  }
});
