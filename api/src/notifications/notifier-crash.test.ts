import { expect, it } from 'vitest';
import { withCrashingServer } from '../test/child-server';
import { pendingNotification, smtpForFile } from '../test/fixtures';
import { onPostgres } from '../test/test-server';

const smtp = smtpForFile();

const row = (i: number) => pendingNotification({ to_email: `crash${i}@example.org`, language: 'en', kind: 'event.reminder', dedupe_key: `crash:${i}` });

it.skipIf(onPostgres)(
  'kill -9 while the dispatcher takes notifications: after the restart each is sent once, at once',
  () =>
    withCrashingServer('notifications.before-send', { SMTP_URL: smtp.url }, async ({ crashing, db, restart }) => {
      await db('notifications').insert([row(1), row(2), row(3)]);
      // Its next round takes them and dies on the first.
      await crashing.exited;
      expect(await db('notifications').where({ status: 'pending' }).whereNotNull('claimed_by')).not.toHaveLength(0);
      await restart();
      for (const i of [1, 2, 3]) await smtp.next(`crash${i}@example.org`, undefined, 10_000);
      await expect.poll(async () => (await db('notifications').where({ status: 'sent' })).length).toBe(3);
      for (const i of [1, 2, 3]) expect(smtp.received.filter((m) => m.to === `crash${i}@example.org`)).toHaveLength(1);
    }),
  90_000,
);
