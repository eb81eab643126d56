import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = process.argv[2]; const word = process.argv[3] || 'story';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en' });
const page = await context.newPage();
await page.goto(base + '/'); await page.waitForLoadState('networkidle');
await page.goto(base + '/search'); await page.waitForTimeout(8000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await context.setOffline(true);
const box = page.getByRole('searchbox', { name: 'Search', exact: true });
for (let k = 0; k < 3; k++) {
  await box.fill('zz'); await page.waitForFunction(() => document.querySelector('[data-testid="result-count"]')?.textContent.startsWith('0 '));
  await page.waitForTimeout(800);
  await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const t = Date.now();
  await box.fill(word);
  await page.waitForFunction(() => !document.querySelector('[data-testid="result-count"]')?.textContent.startsWith('0 '), null, { timeout: 30000 });
  const ms = Date.now() - t;
  await browser.stopTracing();
  const { traceEvents } = JSON.parse(fs.readFileSync('/tmp/trace.json', 'utf8'));
  const main = traceEvents.find(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const evs = traceEvents.filter(e => e.tid === main.tid && e.pid === main.pid && e.ph === 'X').sort((a,b)=>a.ts-b.ts);
  const tasks = evs.filter(e => e.name === 'RunTask' && e.dur > 8000);
  const t0 = evs[0].ts;
  console.log('ms', ms);
  for (const task of tasks) {
    const kids = evs.filter(e => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 2000 && e.name !== 'RunTask');
    console.log(`  task @${((task.ts - t0)/1000).toFixed(0)} ${(task.dur/1000).toFixed(0)}ms: ` + kids.map(e => `${e.name}${e.args?.data?.functionName ? '('+e.args.data.functionName+')' : ''}${e.args?.data?.type ? '['+e.args.data.type+']' : ''}${e.args?.elementCount ? '{'+e.args.elementCount+'}' : ''} ${(e.dur/1000).toFixed(0)}`).join(', '));
  }
}
await browser.close();
