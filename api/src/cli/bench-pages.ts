/**
 * Benchmark (not a test): Lighthouse 12 mobile on every public page, in English and in Bangla,
 * each run a first visit, against issue 28's targets (lighthouse-figures.ts). Before any
 * Lighthouse run it checks, by plain HTTP, that each page's first visit comes pre-rendered in its
 * language, and fails in seconds when one does not. `npm run bench:pages`; also part of `npm run bench`.
 *
 * BENCH_PAGES=/,/events,/news/:id chooses pages (a listed page, or a path of one: /news/3);
 * BENCH_LANGS=en,bn the languages; LIGHTHOUSE_RUNS the runs of each (3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagesTable, missedTargets, type PageFigures } from './lighthouse-figures';

/** The public pages of issue 28, as the router names them. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/members',
  '/member/:username',
  '/projects',
  '/gallery',
  '/news',
  '/news/:id',
  '/events',
  '/events/:id',
  '/search',
  '/contact',
  '/join',
  '/login',
  '/register',
  '/application-status',
] as const;

export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];

const patternOf = (page: string) => new RegExp(`^${page.replace(/:[a-z]+/gi, '[^/]+')}$`);

/** The pages BENCH_PAGES names (comma-separated), in its order; all of them when unset. Throws on a page not in the list. */
export function selectPages(setting: string | undefined): string[] {
  const asked = (setting ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!asked.length) return [...PUBLIC_PAGES];
  const unknown = asked.filter((p) => !PUBLIC_PAGES.some((page) => page === p || patternOf(page).test(p)));
  if (unknown.length) throw new Error(`BENCH_PAGES: not a public page: ${unknown.join(', ')} (the pages: ${PUBLIC_PAGES.join(', ')})`);
  return asked;
}

/** The languages BENCH_LANGS names (comma-separated); both when unset. Throws on another. */
export function selectLangs(setting: string | undefined): Lang[] {
  const asked = (setting ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  if (!asked.length) return [...LANGS];
  const unknown = asked.filter((l) => !(LANGS as readonly string[]).includes(l));
  if (unknown.length) throw new Error(`BENCH_LANGS: not a language of the app: ${unknown.join(', ')} (the languages: ${LANGS.join(', ')})`);
  return asked as Lang[];
}

/** Real ids of the demo database for the pages that take one. */
export interface DemoIds {
  username: string;
  articleId: number;
  eventId: number;
}

/** A page's path with the demo's ids in place of its parameters (a path without parameters as it is). */
export function concretePath(page: string, ids: DemoIds): string {
  return page
    .replace(/^\/member\/:username$/, `/member/${encodeURIComponent(ids.username)}`)
    .replace(/^\/news\/:id$/, `/news/${ids.articleId}`)
    .replace(/^\/events\/:id$/, `/events/${ids.eventId}`);
}

/**
 * What keeps a first visit's HTML from being the page pre-rendered in `lang`: its
 * `<div id="root">` must carry `data-prerendered` and hold the page, and `<html lang>` must be
 * the language. Empty when it is.
 */
export function prerenderProblems(html: string, lang: Lang): string[] {
  const problems: string[] = [];
  const htmlLang = /<html\b[^>]*?\slang=["']?([A-Za-z-]+)/i.exec(html)?.[1];
  if (!htmlLang) problems.push('<html> has no lang');
  else if (htmlLang.toLowerCase().split('-')[0] !== lang) problems.push(`<html lang="${htmlLang}">, not "${lang}"`);
  const root = /<div\b[^>]*?\sid=(["']?)root\1(?=[\s>/])[^>]*>/i.exec(html);
  if (!root) return [...problems, 'no <div id="root">'];
  if (!/\sdata-prerendered(?=[\s=>/]|$)/i.test(root[0])) problems.push('<div id="root"> has no data-prerendered');
  if (/^\s*<\/div>/i.test(html.slice(root.index + root[0].length))) problems.push('<div id="root"> is empty');
  return problems;
}

/** Asks the API for a member with a username, the newest article and an upcoming event (else any). */
export async function demoIds(base: string): Promise<DemoIds> {
  const json = async (url: string) => {
    const res = await fetch(base + url);
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return (await res.json()) as unknown;
  };
  const membersAnswer = (await json('/api/members')) as Array<{ username: string | null }> | { members: Array<{ username: string | null }> };
  const members = Array.isArray(membersAnswer) ? membersAnswer : membersAnswer.members;
  const username = members.find((m) => m.username)?.username;
  const articleId = ((await json('/api/news')) as { articles: Array<{ id: number }> }).articles[0]?.id;
  const upcoming = ((await json('/api/events?when=upcoming&limit=1')) as { events: Array<{ id: number }> }).events[0]?.id;
  const eventId = upcoming ?? ((await json('/api/events')) as { events: Array<{ id: number }> }).events[0]?.id;
  if (!username || articleId === undefined || eventId === undefined)
    throw new Error(
      `the demo database has no ${[!username && 'member with a username', articleId === undefined && 'article', eventId === undefined && 'event'].filter(Boolean).join(', ')}`,
    );
  return { username, articleId, eventId };
}

/** What the pages' Lighthouse runs are to measure. */
export interface PagesPlan {
  paths: string[];
  langs: Lang[];
  runs: number;
}

/**
 * The pages and languages chosen, with the demo's ids, once every first visit among them is
 * checked: fetched by plain HTTP with the language's Accept-Language and no cookies, each must
 * be pre-rendered in that language (prerenderProblems). Null when one is not or the choice is
 * wrong, said loudly on stderr, each page and language by name: there is no point measuring an
 * app shell instead of the page.
 */
export async function planPages(base: string, env: NodeJS.ProcessEnv = process.env): Promise<PagesPlan | null> {
  let pages: string[];
  let langs: Lang[];
  try {
    pages = selectPages(env.BENCH_PAGES);
    langs = selectLangs(env.BENCH_LANGS);
  } catch (err) {
    console.error(`\n${(err as Error).message}`);
    return null;
  }
  const ids = pages.some((p) => p.includes(':')) ? await demoIds(base) : { username: '', articleId: 0, eventId: 0 };
  const paths = pages.map((p) => concretePath(p, ids));
  const failures: string[] = [];
  for (const p of paths) {
    for (const lang of langs) {
      const res = await fetch(base + p, { headers: { 'Accept-Language': lang }, redirect: 'manual' });
      const html = await res.text();
      const problems = res.status === 200 ? prerenderProblems(html, lang) : [`answered ${res.status}`];
      if (problems.length) failures.push(`  ${p} (${lang}): ${problems.join('; ')}`);
    }
  }
  const checked = paths.length * langs.length;
  if (failures.length) {
    console.error(
      [
        '',
        `NOT PRE-RENDERED: ${failures.length} of the ${checked} first visits (page, language) are not the page pre-rendered in their language`,
        '(fetched by plain HTTP with that Accept-Language and no cookies). Lighthouse was not run. Each:',
        ...failures,
      ].join('\n'),
    );
    return null;
  }
  console.log(`\npre-rendered: all ${checked} first visits (${paths.length} pages in ${langs.join(' and ')})`);
  return { paths, langs, runs: Number(env.LIGHTHOUSE_RUNS ?? 3) };
}

/** Lighthouse on each page in each language; prints the table. True when every page meets every target. */
export async function lighthousePages(base: string, plan: PagesPlan): Promise<boolean> {
  const { runLighthouse } = await import('./lighthouse');
  const rows: PageFigures[] = [];
  for (const lang of plan.langs) rows.push(...(await runLighthouse(base, plan.paths, plan.runs, { lang })));
  // Page by page, the languages side by side.
  rows.sort((a, b) => plan.paths.indexOf(a.path) - plan.paths.indexOf(b.path) || plan.langs.indexOf(a.lang as Lang) - plan.langs.indexOf(b.lang as Lang));
  console.log(`\n${pagesTable(rows).join('\n')}`);
  const missing = rows.filter((r) => missedTargets(r).length);
  if (missing.length) console.error(`\nTARGETS MISSED on ${missing.length} of ${rows.length}: ${missing.map((r) => `${r.path} (${r.lang})`).join(', ')}`);
  return missing.length === 0;
}

/** `npm run bench:pages`: the demo club on a server of its own. Exits non-zero when a page is not pre-rendered or misses a target. */
async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const { buildIfStale } = await import('./build-if-stale');
  const { startServer } = await import('../server');
  await buildIfStale(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-pages-'));
  const srv = await startServer({ ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  try {
    const plan = await planPages(srv.url);
    process.exitCode = plan && (await lighthousePages(srv.url, plan)) ? 0 : 1;
  } finally {
    await srv.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
