/**
 * What the service worker precaches on a first visit: the shell and the home page only. The other
 * public pages, the role areas and Bangla are not in its precache list (they are cached when first
 * used, the public pages on a return visit, the areas at sign-in: lib/warm-chunks.ts), the worker
 * knows their files by group, and the list stays within its budget (as the files travel: their
 * Brotli twins). Reads this run's own fresh build (fresh-build.test-utils.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBuild, FRESH_BUILD_TIMEOUT_MS } from './fresh-build.test-utils';

/**
 * KiB (Brotli where the server has a twin, else as is) the precache may fetch; it was 678 when every chunk was precached.
 * 361: zod's helpers are a chunk of their own since zod's Bengali messages (lib/zod-language.ts, with Bangla) share them.
 * 361.5: every public page from the server (issue 28: the pages reading what they were rendered with, the event page's
 * share links made on the server too, the role checks a chunk of their own), 0.7 KiB.
 * 362.5: the language switch's 'বাংলা' in a font of just its letters (1 KiB, inlined in the stylesheet: styles.css),
 * so it reads as letters, offline too, on a phone without a Bengali font.
 */
// 363: the notice strip in a server-rendered page's HTML (both of its layouts until the app has it, 0.15 KiB).
// 364.5: the contract's modules and Dexie each start in a task of their own (scripts/vite-yield-modules.ts:
// a small function and an `await` per module in 17 chunks, 1 KiB), which took a 130 ms task off a phone's start.
// 366.5: offline, the lists show what the phone's search index holds beyond their cards (issue 27 §3: the view, the
// result card it shares with search, its texts, 1.3 KiB; it must be precached, as it shows only offline), and the
// home page's far blocks laid out only when near (0.1 KiB of the stylesheet).
// 369: the database layer no longer carries the named writes (lib/db.ts), so the service worker (sw.js, not counted
// here) lost 9.6 KiB of the contract and zod; the contract's modules are now split among the routes' chunks (+2.1 KiB).
// 365.5: the pages only a mail's link opens (reset password, verify email, unsubscribe) are cached when first opened.
// 367: the database layer waits for a first visit's first seconds (lib/first-seconds.ts): the outbox's triggers, the late
// live query and the write's loader are chunks of their own, with the mirror's row writer (1.4 KiB with their small overheads).
// 367.5: the database opens first and each caller waiting for it goes on in a task of its own (lib/db.ts dbInTurn).
// Then issue 27's lean first visit: the public pages other than the home page (their routes' chunks and what only
// they import: 83 KiB), the QR code drawing, the ticket's components, the areas' texts, the push subscription, the
// member's placeholder picture and the small icon are no longer precached: 367.5 -> 258, all but about 10 KiB of it
// loaded by the page itself on a first visit of `/` (the precache then reads those from the browser's cache).
export const PRECACHE_BUDGET_KIB = 258;

/** The files a visitor of the public site never needs, by name (scripts/vite-chunk-groups.ts). */
const NOT_PRECACHED = [
  /^assets\/admin-dashboard-/,
  /^assets\/member-dashboard-/,
  /^assets\/participant-dashboard-/,
  /^assets\/check-in-/,
  /^assets\/chart-setup-/,
  /^assets\/jsQR-/,
  /^assets\/start-scanner-/,
  /^assets\/i18n-bn-/,
  /^assets\/bangla-times-/,
  /^assets\/noto-sans-bengali.*\.woff2$/,
  // The Bangla word's font in the weight of the member area's settings (the buttons' is in the stylesheet).
  /^assets\/bangla-word-400-.*\.woff2$/,
  // The pages a mail's link opens: they need the server anyway.
  /^assets\/reset-password-/,
  /^assets\/verify-email-/,
  /^assets\/unsubscribe-[\w-]{8}\.js$/,
  // The public pages beyond the home page (a few of them, by their routes' chunks), kept as they are seen.
  /^assets\/news-article-[\w-]{8}\.js$/,
  /^assets\/event-detail-[\w-]{8}\.js$/,
  /^assets\/about-[\w-]{8}\.js$/,
  /^assets\/gallery-[\w-]{8}\.js$/,
  /^assets\/member-profile-[\w-]{8}\.js$/,
  /^assets\/registration-ticket-[\w-]{8}\.js$/,
];

let dist: string;
let sw: string;
let precached: string[];
beforeAll(async () => {
  dist = await freshBuild();
  sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // The precache list as injected: `{"revision":…,"url":"assets/x.js"}` (the groups' lists are plain strings).
  precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
}, FRESH_BUILD_TIMEOUT_MS);

describe('the precache of a first visit', () => {
  it('holds the public site and none of the role areas or Bangla', () => {
    expect(precached).toContain('index.html');
    expect(precached.some((u) => /^assets\/home-.*\.js$/.test(u))).toBe(true);
    expect(precached).toContain('manifest.webmanifest');
    // The browser keeps the favicon itself (the page fetched it already), and reads the Bangla manifest and the icons
    // only to install the app or show a notification; a member's placeholder picture is kept when first shown.
    for (const file of ['favicon.svg', 'manifest-bn.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'placeholder-avatar.png'])
      expect(precached).not.toContain(file);
    for (const name of NOT_PRECACHED)
      expect(
        precached.filter((u) => name.test(u)),
        String(name),
      ).toEqual([]);
  });

  it('leaves out files that exist, and the worker knows each of them by its group', () => {
    const assets = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
    for (const name of NOT_PRECACHED) {
      const files = assets.filter((f) => name.test(f) && !/\.(br|gz)$/.test(f));
      expect(files.length, `${name} names no file in dist/assets (renamed?)`).toBeGreaterThan(0);
      for (const f of files) expect(sw, `${f} in the worker's groups`).toContain(`/${f}`);
    }
  });

  it('the worker knows what each public page may open: an event page brings its registration form and the ticket', () => {
    // The public group as the worker holds it (a list, or a string the minifier splits), and what the event page opens.
    const list = /public:`([^`]*)`\.split\(`,`\)/.exec(sw)?.[1].split(',') ?? /public:\[([^\]]*)\]/.exec(sw)![1].replace(/[`"]/g, '').split(',');
    const eventPage = list.find((f) => /^\/assets\/event-detail-[\w-]{8}\.js$/.test(f))!;
    expect(eventPage, 'the event page is in the public group').toBeTruthy();
    expect(precached).not.toContain(eventPage.slice(1));
    const opens = new RegExp(`"${eventPage}":\\[([\\d,]*)\\]`)
      .exec(sw)![1]
      .split(',')
      .map((i) => list[Number(i)]);
    expect(opens.some((f) => /^\/assets\/event-registration-form-[\w-]{8}\.js$/.test(f))).toBe(true);
    expect(opens.some((f) => /^\/assets\/tickets-[\w-]{8}\.js$/.test(f))).toBe(true);
  });

  it(`fetches at most ${PRECACHE_BUDGET_KIB} KiB`, () => {
    const sizes = [...new Set(precached)].map((u) => {
      const file = path.join(dist, u);
      return { u, bytes: statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size };
    });
    const total = sizes.reduce((n, s) => n + s.bytes, 0) / 1024;
    const biggest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 8);
    expect(total, JSON.stringify(biggest)).toBeLessThanOrEqual(PRECACHE_BUDGET_KIB);
  });

  it('the worker carries the outbox but not the named writes of the contract (the pages store writes; it only sends them)', () => {
    expect(sw).toContain('Idempotency-Key');
    for (const name of ['rsvp.create', 'join.apply', 'events:outbox.rsvp']) expect(sw).not.toContain(name);
  });

  it("the worker is a classic script: no module syntax (a page's lazy import bundled into it made the browser refuse it)", () => {
    expect(sw).not.toContain('import.meta');
    expect(sw).not.toMatch(/\bimport\(/);
  });

  it("no script carries TanStack's devtools client (lib/devtools-off.ts): a page with a form tries no devtools connection", () => {
    const scripts = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.some((f) => readFileSync(path.join(dist, 'assets', f), 'utf8').includes('form-devtools'))).toBe(true);
    for (const f of scripts) expect(readFileSync(path.join(dist, 'assets', f), 'utf8'), f).not.toContain('tanstack-connect');
  });
});
