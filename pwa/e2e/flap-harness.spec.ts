import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { knexConfig } from '../../knexfile';
import { DEMO_ACCOUNTS } from '../../api/seeds/demo-accounts';
import { startChildServer, type ChildServer } from '../../api/src/test/child-server';
import { Client, freshPostgres, TEST_SECRETS } from '../../api/src/test/test-server';
import { type Fault, startFaultProxy } from './harness/fault-proxy';
import { type DeviceItem, type Kind, OPEN_KINDS, planWrite, type Planned, SIGNED_IN_KINDS, verify } from './harness/writes';

/**
 * The proof of "exactly once": the built app in Chromium (two tabs, the service worker) against
 * the real server behind a fault-injecting proxy. Writes of every kind are made while the
 * connection flaps offline/online, requests are dropped before or after the server answered,
 * answered 503 or slowed, the server is killed with SIGKILL and restarted, and the signed-in
 * user changes in one tab behind the other's back. Afterwards every write must be stored exactly
 * once, for the user who made it, in the order made, with nothing left waiting on the device.
 *
 * Size: HARNESS_WRITES (100), HARNESS_FLAPS (200), HARNESS_CRASHES (3), HARNESS_SEED (7).
 * HARNESS_MACHINES=2 (with TEST_DATABASE_URL, as CI runs it): two server processes with separate
 * data folders on one PostgreSQL database, sharing SESSION_SECRETS and keeping pictures in the
 * database, behind the proxy as a round-robin load balancer; the crashes kill and restart the
 * second one. Sessions made on one must hold on the other, and both must serve every picture.
 * `npm run bench` runs it at full size (500 writes, 1,000 flaps, 20 crashes).
 */
const WRITES = Number(process.env.HARNESS_WRITES ?? 100);
const FLAPS = Number(process.env.HARNESS_FLAPS ?? 200);
const CRASHES = Number(process.env.HARNESS_CRASHES ?? 3);
const SEED = Number(process.env.HARNESS_SEED ?? 7);
const MACHINES = Number(process.env.HARNESS_MACHINES ?? 1);

/** mulberry32: the same run for the same seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Who = 'anon' | 'member' | 'participant';
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

test.describe.configure({ mode: 'serial' });
test.setTimeout(Math.max(300_000, WRITES * 2_500));

test(`flap harness: ${WRITES} writes over ${FLAPS} flaps and ${CRASHES} server crashes arrive exactly once, in order, from the right user`, async ({
  browser,
}) => {
  const random = rng(SEED);
  const pg = MACHINES > 1 ? await freshPostgres() : undefined;
  if (MACHINES > 1 && !pg) throw new Error('HARNESS_MACHINES=2 needs TEST_DATABASE_URL (a PostgreSQL user that may create databases)');
  const dataDirs = Array.from({ length: MACHINES }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'club-harness-')));
  const dataDir = dataDirs[0];
  const serverEnv: Record<string, string> = {
    SEED_DEMO: 'true',
    IDEMPOTENCY_LEASE_MS: '3000',
    LOG_LEVEL: 'error',
    // One phone makes every visitor registration of the run: far more than a person's hourly limit.
    VISITOR_REGISTRATIONS_PER_DEVICE: '10000',
    ...(pg && { DATABASE_URL: pg.url, SESSION_SECRETS: TEST_SECRETS, UPLOADS: 'database' }),
  };
  const servers: ChildServer[] = [];
  for (const dir of dataDirs) servers.push(await startChildServer(dir, serverEnv));
  /** The process the crashes kill: the only one, or the second of two. */
  const victim = MACHINES - 1;
  let server = servers[0];
  const proxy = await startFaultProxy(servers.map((s) => s.url));
  const db = knexFactory(knexConfig({ dataDir, reader: true, databaseUrl: pg?.url }));
  let context: BrowserContext | undefined;
  try {
    // Events to write to, made by the admin straight on the server.
    let admin = { url: '', client: new Client(server.url) };
    const event = async (title: string, registrationRequired: boolean) => {
      if (admin.url !== server.url) {
        // The server restarts after a crash, maybe on another port: sign in there.
        admin = { url: server.url, client: new Client(server.url) };
        expect((await admin.client.post('/api/auth/login', { email: account('admin').email, password: account('admin').password })).status).toBe(200);
      }
      return admin.client.post('/api/events', {
        title,
        description: 'Harness',
        date: '2031-01-01',
        time: '10:00',
        location: 'Hall',
        category: 'workshop',
        registrationRequired,
      });
    };
    let ownRegistrations = 0;
    const ownRegistration = async () => (await event(`Harness own registration ${++ownRegistrations}`, true)).body.event.id as number;
    const registration = (await event('Harness registrations', true)).body.event.id as number;
    const rsvp: number[] = [];
    for (let i = 0; i < 12; i++) rsvp.push((await event(`Harness RSVP ${i}`, false)).body.event.id as number);
    const userIds: Record<Who, string> = { anon: 'anon', member: '', participant: '' };
    for (const who of ['member', 'participant'] as const)
      userIds[who] = String(
        (
          await db('users')
            .where({ email: account(who).email })
            .first()
        ).id,
      );

    context = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => window.localStorage.setItem('club.harness', '1'));
    const tabs: Page[] = [await context.newPage(), await context.newPage()];
    const ready = async (page: Page) => {
      await page.goto('/');
      await page.waitForFunction(() => Boolean(window.__clubHarness), undefined, { timeout: 30_000 });
    };
    for (const tab of tabs) await ready(tab);

    let offline = false;
    const setOffline = async (value: boolean) => {
      offline = value;
      await context!.setOffline(value);
    };
    /** Signs the browser in as someone (cookies are shared by both tabs) and reloads that one tab. */
    const signInAs = async (tab: Page, who: Who) => {
      const wasOffline = offline;
      if (wasOffline) await setOffline(false);
      await tab.evaluate(
        async ({ email, password }) => {
          const control = { 'Content-Type': 'application/json', 'x-harness-control': '1' };
          for (let i = 0; i < 20; i++) {
            const out = await fetch('/api/auth/logout', { method: 'POST', headers: control, credentials: 'include' }).catch(() => null);
            if (out && out.status < 500) break;
            await new Promise((r) => setTimeout(r, 500));
          }
          if (!email) return;
          for (let i = 0; i < 20; i++) {
            const res = await fetch('/api/auth/login', {
              method: 'POST',
              headers: control,
              credentials: 'include',
              body: JSON.stringify({ email, password }),
            }).catch(() => null);
            if (res && res.ok) return;
            await new Promise((r) => setTimeout(r, 500));
          }
          throw new Error('could not sign in');
        },
        who === 'anon' ? { email: '', password: '' } : { email: account(who).email, password: account(who).password },
      );
      await ready(tab);
      if (wasOffline) await setOffline(true);
    };

    const FAULTS: Array<[Fault, number]> = [
      ['pass', 0.6],
      ['drop-before', 0.08],
      ['drop-after', 0.12],
      ['error-5xx', 0.1],
      ['slow', 0.1],
    ];
    proxy.setPicker(() => {
      let r = random();
      for (const [fault, p] of FAULTS) if ((r -= p) < 0) return fault;
      return 'pass';
    });

    const planned = new Map<string, Planned>();
    const crashAt = new Set(Array.from({ length: CRASHES }, (_, i) => Math.floor(((i + 1) * WRITES) / (CRASHES + 1))));
    let flaps = 0;
    let switches = 0;
    for (let n = 0; n < WRITES; n++) {
      // Now and then someone else signs in, in one tab only: the other tab still thinks it is the old user.
      if (random() < 0.06) {
        const who = (['anon', 'member', 'participant'] as const)[Math.floor(random() * 3)];
        await signInAs(tabs[Math.floor(random() * 2)], who);
        switches++;
      }
      const tab = tabs[Math.floor(random() * 2)];
      const signedIn = await tab.evaluate(() => document.querySelector('[data-testid="header-welcome"]') !== null);
      const kinds: Kind[] = signedIn ? SIGNED_IN_KINDS : OPEN_KINDS;
      const p = await planWrite(n, kinds[Math.floor(random() * kinds.length)], { registration, ownRegistration, rsvp });
      const state = await tab.evaluate(
        ({ write, needsUser }) =>
          Promise.race([window.__clubHarness!.submit(write, needsUser), new Promise<string>((r) => setTimeout(() => r('still sending'), 8_000))]),
        {
          write: p.write,
          needsUser: p.needsUser,
        },
      );
      expect(state, `${p.marker} ${p.kind}`).not.toMatch(/^refused/);
      if (state !== 'skipped') planned.set(p.marker, p);

      const due = Math.round(((n + 1) * FLAPS) / WRITES) - flaps;
      for (let f = 0; f < due; f++, flaps++) {
        await setOffline(!offline);
        await tab.waitForTimeout(20 + Math.floor(random() * 150));
      }
      if (crashAt.has(n)) {
        await servers[victim].kill('SIGKILL');
        servers[victim] = await startChildServer(dataDirs[victim], serverEnv);
        server = servers[0];
        proxy.setTargets(servers.map((s) => s.url));
      }
    }

    // Calm: online, no faults; each user signs in once so their waiting writes can go.
    proxy.setPicker(() => 'pass');
    await setOffline(false);
    const waiting = () => tabs[0].evaluate(() => window.__clubHarness!.summary());
    const drain = async (who: Who) => {
      for (let i = 0; i < 120; i++) {
        await tabs[0].evaluate(() => window.__clubHarness!.replayNow());
        const { waitingByUser } = await waiting();
        if (!waitingByUser[userIds[who]] && !waitingByUser.anon) return;
        await tabs[0].waitForTimeout(500);
      }
    };
    for (const who of ['member', 'participant', 'anon'] as const) {
      await signInAs(tabs[0], who);
      await drain(who);
    }
    const summary = await waiting();
    const device = (await tabs[0].evaluate(() => window.__clubHarness!.items())) as DeviceItem[];
    const verdict = await verify(db, planned, device);
    console.log(
      `flap harness (seed ${SEED}): ${verdict.made} writes made, ${verdict.stored} stored; lost ${verdict.lost.length}, duplicated ${verdict.duplicated.length}, ` +
        `out of order ${verdict.outOfOrder.length}, misattributed ${verdict.misattributed.length}; ${flaps} flaps, ${CRASHES} crashes, ${switches} user switches; ` +
        `proxy ${JSON.stringify(proxy.counts)}; device ${JSON.stringify(summary.byStatus)}`,
    );
    expect(verdict.made).toBe(planned.size);
    expect(verdict.lost).toEqual([]);
    expect(verdict.duplicated).toEqual([]);
    expect(verdict.misattributed).toEqual([]);
    expect(verdict.outOfOrder).toEqual([]);
    expect(summary.byStatus.pending + summary.byStatus.sending + summary.byStatus.failed).toBe(0);

    // The Sync panel says so too.
    await tabs[0]
      .getByRole('button', { name: /Open the Sync panel/ })
      .first()
      .click();
    await expect(tabs[0].getByRole('dialog')).toBeVisible();
    await expect(tabs[0].getByRole('dialog').getByRole('button', { name: 'Retry' })).toHaveCount(0);

    if (MACHINES > 1) {
      // A session made through the balancer (on whichever machine) is good on each machine.
      await signInAs(tabs[0], 'member');
      const cookie = (await context.cookies())
        .filter((c) => c.name.startsWith('club.sid'))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const users = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/api/auth/user`, { headers: { cookie } })).json()));
      expect(users.map((u: { email?: string }) => u.email)).toEqual(servers.map(() => account('member').email));
      // Every picture on every machine: the demo pictures were stored once, by whichever seeded.
      const picture = (await db('upload_files').first('name')) as { name: string } | undefined;
      expect(picture).toBeTruthy();
      const bytes = await Promise.all(servers.map(async (s) => Buffer.from(await (await fetch(`${s.url}/uploads/${picture!.name}`)).arrayBuffer())));
      expect(bytes[0].length).toBeGreaterThan(1000);
      for (const b of bytes) expect(b.equals(bytes[0])).toBe(true);
    }
  } finally {
    await context?.close();
    await db.destroy();
    await proxy.close();
    for (const s of servers) await s.kill('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  }
});
