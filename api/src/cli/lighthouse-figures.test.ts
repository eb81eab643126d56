import { describe, expect, it } from 'vitest';
import { median, missedTargets, pagesTable, summarizeRuns, TARGETS, type PageFigures, type RunFigures } from './lighthouse-figures';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  path: '/about',
  lang: 'bn',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  failing: [],
  problems: [],
  ...over,
});

describe('median', () => {
  it('takes the middle of the runs in any order, the upper middle of an even count', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('leaves out a run that measured nothing, and is NaN when none did', () => {
    expect(median([NaN, 100, 300])).toBe(300);
    expect(median([NaN, NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

describe('summarizeRuns', () => {
  it('gives the median of each figure and the worst run of the score and the timings', () => {
    const f = summarizeRuns([
      run({ performance: 97, fcpMs: 1000, lcpMs: 1800, tbtMs: 150, cls: 0.01 }),
      run({ performance: 99, fcpMs: 800, lcpMs: 1200, tbtMs: 90, cls: 0 }),
      run({ performance: 98, fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0.005, failing: ['seo:hreflang'] }),
    ]);
    expect(f).toMatchObject({ path: '/about', lang: 'bn', performance: 98, fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0.005, runs: 3 });
    expect(f.worst).toEqual({ performance: 97, fcpMs: 1000, lcpMs: 1800, tbtMs: 150, cls: 0.01 });
    expect(f.failing).toEqual(['seo:hreflang']);
  });
});

describe('missedTargets', () => {
  const page = (over: Partial<PageFigures>): PageFigures => ({ ...run(), ...over });

  it('is empty for a page on every bound', () => {
    const { performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls } = TARGETS;
    expect(missedTargets(page({ performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls }))).toEqual([]);
  });

  it('names each figure past its bound, with the figure and the bound', () => {
    expect(missedTargets(page({ performance: 94, accessibility: 98, fcpMs: 1201, lcpMs: 2301, tbtMs: 201, cls: 0.021 }))).toEqual([
      'perf 94<95',
      'a11y 98<100',
      'FCP 1201>1200',
      'LCP 2301>2000',
      'TBT 201>200',
      'CLS 0.021>0.020',
    ]);
    expect(missedTargets(page({ bestPractices: 96, seo: 92 }))).toEqual(['best 96<100', 'seo 92<100']);
  });

  it('counts a figure no run measured as missed', () => {
    expect(missedTargets(page({ tbtMs: NaN, seo: NaN }))).toEqual(['seo not measured', 'TBT not measured']);
  });
});

describe('pagesTable', () => {
  it('prints a row per page and language with the targets missed, and the worst run under it', () => {
    const good = summarizeRuns([run({ path: '/', lang: 'en' })]);
    const slow = summarizeRuns([run({ lcpMs: 2500, tbtMs: 250, failing: ['accessibility:color-contrast'] })]);
    const lines = pagesTable([good, slow]);
    expect(lines[0]).toContain('median of 1 run,');
    expect(lines[1]).toMatch(/page\s+lang\s+perf\s+a11y\s+best\s+seo\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+targets missed/);
    expect(lines[2]).toMatch(/^\/\s+en\s+99\s+100\s+100\s+100\s+900\s+1500\s+100\s+0\.000\s+ok$/);
    expect(lines[3]).toMatch(/^\s+worst\s+99\s+900\s+1500\s+100\s+0\.000$/);
    expect(lines[4]).toMatch(/^\/about\s+bn\s+99 .* 2500\s+250\s+0\.000\s+MISSED: LCP 2500>2000, TBT 250>200$/);
    expect(lines).toContain('  /about (bn): below full marks: accessibility:color-contrast');
  });

  it('shows a figure no run measured as a dash', () => {
    const [, , row] = pagesTable([summarizeRuns([run({ tbtMs: NaN, problems: ['run 1: total-blocking-time: NO_NAVSTART'] })])]);
    expect(row).toMatch(/1500\s+-\s+0\.000\s+MISSED: TBT not measured$/);
  });
});
