import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { knexConfig } from '../../../knexfile';
import { startChildServer } from '../test/child-server';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { onPostgres } from '../test/test-server';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

const row = (i: number) => ({
  to_email: `crash${i}@example.org`,
  language: 'en',
  kind: 'event.reminder',
  dedupe_key: `crash:${i}`,
  title_en: `Reminder ${i}`,
  body_en: 'Tomorrow at 10:00',
  title_bn: `Reminder ${i}`,
  body_bn: 'x',
  url: '/events',
  created_at: new Date().toISOString(),
  due_at: new Date().toISOString(),
  status: 'pending',
  attempts: 0,
});

it.skipIf(onPostgres)(
  'kill -9 while the dispatcher takes notifications: after the restart each is sent once, at once',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-notify-crash-'));
    try {
      const crashing = await startChildServer(dataDir, { CLUB_FAULTS: 'notifications.before-send', SMTP_URL: smtp.url });
      const db = knexFactory(knexConfig({ dataDir }));
      try {
        await db('notifications').insert([row(1), row(2), row(3)]);
        // Its next round takes them and dies on the first.
        await crashing.exited;
        expect(await db('notifications').where({ status: 'pending' }).whereNotNull('claimed_by')).not.toHaveLength(0);
        const restarted = await startChildServer(dataDir, { SMTP_URL: smtp.url });
        try {
          for (const i of [1, 2, 3]) await smtp.next(`crash${i}@example.org`, undefined, 10_000);
          await expect.poll(async () => (await db('notifications').where({ status: 'sent' })).length).toBe(3);
          for (const i of [1, 2, 3]) expect(smtp.received.filter((m) => m.to === `crash${i}@example.org`)).toHaveLength(1);
        } finally {
          await restarted.kill();
        }
      } finally {
        await db.destroy();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  90_000,
);
