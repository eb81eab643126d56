/**
 * Lighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown) on the public pages, median of
 * `runs`, with the system Chromium. Used by `npm run bench` and `npm run bench:pages`
 * (bench-pages.ts); prints a table.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { summarizeRuns, type PageFigures, type RunFigures } from './lighthouse-figures';

export type { PageFigures } from './lighthouse-figures';

/**
 * One Lighthouse run in a browser of its own: a first visit. (Lighthouse clears a site's storage
 * between runs but keeps its cookies, so a second run in the same browser would be a return visit:
 * `/` then comes as the app shell instead of the pre-rendered page, api/src/static/serve-pwa.ts.)
 * `lang` is the reader's language: Chromium's `--accept-lang` sets both the Accept-Language of
 * every request (the page's HTML too) and navigator.languages. (Headless Chromium ignores
 * `--lang`, and Lighthouse's `extraHeaders` changes the requests but not navigator.languages.)
 */
async function firstVisit(url: string, lang?: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(lang ? [`--accept-lang=${lang}`] : [])],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse `runs` times on each path, each run a first visit; `opts.lang` the reader's language (else Chromium's default, English). */
export async function runLighthouse(base: string, paths: string[], runs = 3, opts: { lang?: string } = {}): Promise<PageFigures[]> {
  const { lang } = opts;
  const label = (path: string) => (lang ? `${path} (${lang})` : path);
  const out: PageFigures[] = [];
  for (const path of paths) {
    const samples: RunFigures[] = [];
    for (let i = 0; i < runs; i++) {
      // A run Lighthouse itself could not measure (e.g. NO_NAVSTART, a trace without the page's
      // start) is tried again, twice at most, and said; it is not a figure of the page.
      let result = await firstVisit(base + path, lang);
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.log(`  ${label(path)} run ${i + 1}: Lighthouse could not measure it (${result.lhr.runtimeError.code}), run again`);
        result = await firstVisit(base + path, lang);
      }
      const lhr = result!.lhr;
      const score = (id: string) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id]!.score! * 100));
      const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c}:${r.id}`),
      );
      const problems = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].flatMap((id) =>
        Number.isFinite(audit(id)) ? [] : [`run ${i + 1}: ${id}: ${lhr.runtimeError?.code ?? lhr.audits[id]?.errorMessage ?? 'no value'}`],
      );
      samples.push({
        problems,
        failing,
        path,
        ...(lang ? { lang } : {}),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    out.push(summarizeRuns(samples));
  }
  return out;
}

export function printLighthouse(rows: PageFigures[]): void {
  console.log('\nLighthouse 12, mobile (median)   perf  a11y  best   seo   LCP ms  TBT ms    CLS');
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(32)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${r.lcpMs.toFixed(0).padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)}  ${r.cls.toFixed(3).padStart(5)}`,
    );
  }
  console.log(`\nworst of the ${rows[0]?.runs ?? 0} runs           perf                    LCP ms  TBT ms    CLS`);
  for (const r of rows) {
    const w = r.worst;
    if (!w) continue;
    console.log(
      `${r.path.padEnd(32)} ${String(w.performance).padStart(4)}                  ${w.lcpMs.toFixed(0).padStart(7)} ${w.tbtMs.toFixed(0).padStart(7)}  ${w.cls.toFixed(3).padStart(5)}`,
    );
  }
  for (const r of rows) if (r.failing.length) console.log(`  ${r.path}: below full marks: ${r.failing.join(', ')}`);
  for (const r of rows) if (r.problems.length) console.log(`  ${r.path}: not measured (median of the other runs): ${r.problems.join('; ')}`);
}
