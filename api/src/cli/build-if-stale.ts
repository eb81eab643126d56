import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time among the files under the given paths. */
function newest(paths: string[]): number {
  let max = 0;
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'e2e' || path.basename(p) === 'node_modules') return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

/** What a build was made with (written by scripts/vite-prerender-pages.ts): a test build carries the flap harness's hook (VITE_FLAP_HARNESS=1). */
const flagsOf = (harness: boolean) => JSON.stringify({ flapHarness: harness });

/**
 * Builds the PWA when dist/ (or the page renderer in dist-ssr/) is missing, older than its
 * sources, or built with other flags (a test build holds the flap harness's hook, which a
 * production build must not ship). `harness` asks for a test build (the bench's harness run).
 */
export async function buildIfStale(root: string, opts: { harness?: boolean } = {}): Promise<'built' | 'fresh'> {
  const harness = opts.harness ?? process.env.VITE_FLAP_HARNESS === '1';
  const index = path.join(root, 'dist/index.html');
  const renderer = path.join(root, 'dist-ssr/pages.js');
  const flagsFile = path.join(root, 'dist-ssr/build-flags.json');
  const flags = fs.existsSync(flagsFile) ? fs.readFileSync(flagsFile, 'utf8') : flagsOf(false);
  const sources = newest(['pwa', 'shared', 'scripts', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p)));
  if (fs.existsSync(index) && fs.existsSync(renderer) && fs.statSync(index).mtimeMs >= sources && flags === flagsOf(harness)) return 'fresh';
  console.log('Building the app (first start or sources changed)...');
  const before = process.env.VITE_FLAP_HARNESS;
  if (harness) process.env.VITE_FLAP_HARNESS = '1';
  else delete process.env.VITE_FLAP_HARNESS;
  try {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.VITE_FLAP_HARNESS;
    else process.env.VITE_FLAP_HARNESS = before;
  }
  return 'built';
}
