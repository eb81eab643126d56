/**
 * What the Lighthouse runs of a page add up to (pure, unit-tested): the median and the worst of
 * the runs, issue 28's targets and which a page misses, and the table `npm run bench:pages` prints.
 */

export interface PageFigures {
  path: string;
  /** The reader's language for this page's runs (absent: the browser's default, English). */
  lang?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in accessibility, best practices and SEO (what to fix next). */
  failing: string[];
  /** Why a run gave no figure for a metric (Lighthouse's own error), so a median of the others is not taken for all runs. */
  problems: string[];
  /** The worst run's figure of each (the goals hold in every run, not only in the median). */
  worst?: { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  runs?: number;
}

/** One run's figures. */
export type RunFigures = Omit<PageFigures, 'worst' | 'runs'>;

const measured = (xs: number[]) => xs.filter(Number.isFinite);

/** The median of the runs that measured something (a run Lighthouse could not measure is left out, and said); of an even count, the upper middle. */
export const median = (xs: number[]): number => {
  const m = measured(xs).sort((a, b) => a - b);
  return m.length ? m[Math.floor(m.length / 2)] : NaN;
};
export const lowest = (xs: number[]): number => (measured(xs).length ? Math.min(...measured(xs)) : NaN);
export const highest = (xs: number[]): number => (measured(xs).length ? Math.max(...measured(xs)) : NaN);

/** A page's figures from its runs: the median of each, and the worst of the timings and of the performance score. */
export function summarizeRuns(samples: RunFigures[]): PageFigures {
  const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls') => samples.map((s) => s[key]);
  return {
    path: samples[0]?.path ?? '',
    ...(samples[0]?.lang ? { lang: samples[0].lang } : {}),
    performance: median(of('performance')),
    accessibility: median(of('accessibility')),
    bestPractices: median(of('bestPractices')),
    seo: median(of('seo')),
    fcpMs: median(of('fcpMs')),
    lcpMs: median(of('lcpMs')),
    tbtMs: median(of('tbtMs')),
    cls: median(of('cls')),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
    problems: samples.flatMap((s) => s.problems),
    worst: {
      performance: lowest(of('performance')),
      fcpMs: highest(of('fcpMs')),
      lcpMs: highest(of('lcpMs')),
      tbtMs: highest(of('tbtMs')),
      cls: highest(of('cls')),
    },
    runs: samples.length,
  };
}

/** Issue 28's targets for every public page, in both languages (Lighthouse 12 mobile, first visit, median of 3). */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 1200, lcpMs: 2000, tbtMs: 200, cls: 0.02 } as const;

/**
 * The targets a page's median figures miss, each said as the figure and its bound ('LCP 2301>2000').
 * A figure Lighthouse could not measure in any run is a miss too ('TBT not measured').
 */
export function missedTargets(f: PageFigures): string[] {
  const atLeast: Array<[string, number, number]> = [
    ['perf', f.performance, TARGETS.performance],
    ['a11y', f.accessibility, TARGETS.accessibility],
    ['best', f.bestPractices, TARGETS.bestPractices],
    ['seo', f.seo, TARGETS.seo],
  ];
  const atMost: Array<[string, number, number, (n: number) => string]> = [
    ['FCP', f.fcpMs, TARGETS.fcpMs, (n) => n.toFixed(0)],
    ['LCP', f.lcpMs, TARGETS.lcpMs, (n) => n.toFixed(0)],
    ['TBT', f.tbtMs, TARGETS.tbtMs, (n) => n.toFixed(0)],
    ['CLS', f.cls, TARGETS.cls, (n) => n.toFixed(3)],
  ];
  return [
    ...atLeast.flatMap(([name, value, bound]) => (!Number.isFinite(value) ? [`${name} not measured`] : value < bound ? [`${name} ${value}<${bound}`] : [])),
    ...atMost.flatMap(([name, value, bound, show]) =>
      !Number.isFinite(value) ? [`${name} not measured`] : value > bound ? [`${name} ${show(value)}>${show(bound)}`] : [],
    ),
  ];
}

const cell = (n: number | undefined, width: number, digits = 0) => (n === undefined ? '' : Number.isFinite(n) ? n.toFixed(digits) : '-').padStart(width);

/**
 * The table of pages and languages: a row of medians with the targets each misses ('ok' when
 * none), and under it the worst run's performance and timings. Lines of text, to print.
 */
export function pagesTable(rows: PageFigures[]): string[] {
  const width = Math.max(20, ...rows.map((r) => r.path.length + 1));
  const runs = rows[0]?.runs ?? 0;
  const lines = [
    `Lighthouse 12, mobile, first visit: median of ${runs} run${runs === 1 ? '' : 's'}, and under it the worst run`,
    `${'page'.padEnd(width)} lang   perf  a11y  best   seo  FCP ms  LCP ms  TBT ms    CLS  targets missed`,
  ];
  for (const r of rows) {
    const missed = missedTargets(r);
    lines.push(
      `${r.path.padEnd(width)} ${(r.lang ?? '').padEnd(5)} ${cell(r.performance, 5)} ${cell(r.accessibility, 5)} ${cell(r.bestPractices, 5)} ${cell(r.seo, 5)} ${cell(r.fcpMs, 7)} ${cell(r.lcpMs, 7)} ${cell(r.tbtMs, 7)} ${cell(r.cls, 6, 3)}  ${missed.length ? 'MISSED: ' + missed.join(', ') : 'ok'}`,
    );
    const w = r.worst;
    if (w) {
      lines.push(
        `${''.padEnd(width)} worst ${cell(w.performance, 5)} ${''.padStart(17)} ${cell(w.fcpMs, 7)} ${cell(w.lcpMs, 7)} ${cell(w.tbtMs, 7)} ${cell(w.cls, 6, 3)}`,
      );
    }
  }
  const name = (r: PageFigures) => (r.lang ? `${r.path} (${r.lang})` : r.path);
  for (const r of rows) if (r.failing.length) lines.push(`  ${name(r)}: below full marks: ${r.failing.join(', ')}`);
  for (const r of rows) if (r.problems.length) lines.push(`  ${name(r)}: not measured (median of the other runs): ${r.problems.join('; ')}`);
  return lines;
}
