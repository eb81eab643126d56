/**
 * Lighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown) on the public pages, median of
 * `runs`, with the system Chromium. Used by `npm run bench`; prints a table.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in accessibility, best practices and SEO (what to fix next). */
  failing: string[];
  /** Why a run gave no figure for a metric (Lighthouse's own error), so a median of the others is not taken for all runs. */
  problems: string[];
  /** The worst run's figure of each (the goals hold in every run, not only in the median). */
  worst?: { performance: number; lcpMs: number; tbtMs: number; cls: number };
  runs?: number;
}

/** The median of the runs that measured something (a run Lighthouse could not measure is left out, and said). */
const median = (xs: number[]) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
};
const measured = (xs: number[]) => xs.filter(Number.isFinite);
const lowest = (xs: number[]) => (measured(xs).length ? Math.min(...measured(xs)) : NaN);
const highest = (xs: number[]) => (measured(xs).length ? Math.max(...measured(xs)) : NaN);

/**
 * One Lighthouse run in a browser of its own: a first visit. (Lighthouse clears a site's storage
 * between runs but keeps its cookies, so a second run in the same browser would be a return visit:
 * `/` then comes as the app shell instead of the pre-rendered page, api/src/static/serve-pwa.ts.)
 */
async function firstVisit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
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

export async function runLighthouse(base: string, paths: string[], runs = 3): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  for (const path of paths) {
    const samples: PageFigures[] = [];
    for (let i = 0; i < runs; i++) {
      // A run Lighthouse itself could not measure (e.g. NO_NAVSTART, a trace without the page's
      // start) is tried again, twice at most, and said; it is not a figure of the page.
      let result = await firstVisit(base + path);
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.log(`  ${path} run ${i + 1}: Lighthouse could not measure it (${result.lhr.runtimeError.code}), run again`);
        result = await firstVisit(base + path);
      }
      const lhr = result!.lhr;
      const score = (id: string) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id]!.score! * 100));
      const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c}:${r.id}`),
      );
      const problems = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].flatMap((id) =>
        Number.isFinite(audit(id)) ? [] : [`run ${i + 1}: ${id}: ${lhr.runtimeError?.code ?? lhr.audits[id]?.errorMessage ?? 'no value'}`],
      );
      samples.push({
        problems,
        failing,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    out.push({
      path,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      bestPractices: median(samples.map((s) => s.bestPractices)),
      seo: median(samples.map((s) => s.seo)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      failing: [...new Set(samples.flatMap((s) => s.failing))],
      problems: samples.flatMap((s) => s.problems),
      worst: {
        performance: lowest(samples.map((s) => s.performance)),
        lcpMs: highest(samples.map((s) => s.lcpMs)),
        tbtMs: highest(samples.map((s) => s.tbtMs)),
        cls: highest(samples.map((s) => s.cls)),
      },
      runs,
    });
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
