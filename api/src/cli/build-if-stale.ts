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

/** Builds the PWA when dist/ (or the page renderer in dist-ssr/) is missing or older than its sources. */
export async function buildIfStale(root: string): Promise<'built' | 'fresh'> {
  const index = path.join(root, 'dist/index.html');
  const renderer = path.join(root, 'dist-ssr/pages.js');
  const sources = newest(['pwa', 'shared', 'scripts', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p)));
  if (fs.existsSync(index) && fs.existsSync(renderer) && fs.statSync(index).mtimeMs >= sources) return 'fresh';
  console.log('Building the app (first start or sources changed)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  return 'built';
}
