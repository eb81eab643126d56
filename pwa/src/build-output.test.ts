/**
 * The production build is an installable PWA: a service worker with the app shell precached and
 * a web app manifest with the 192, 512 and maskable icons. Reads this run's own build of the
 * sources as they are (fresh-build.test-utils.ts), never a dist/ left from an earlier build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBuild, FRESH_BUILD_TIMEOUT_MS } from './fresh-build.test-utils';

let dist: string;
beforeAll(async () => {
  dist = await freshBuild();
}, FRESH_BUILD_TIMEOUT_MS);

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

describe('build output', () => {
  it('has a service worker that precaches the app shell', () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(sw).not.toContain('__WB_MANIFEST');
    expect(sw).toContain('index.html');
    expect(sw).toContain('manifest.webmanifest');
    // The shell is the only page it keeps: the first-visit pages and the server's template are not its to serve.
    const pages = [...sw.matchAll(/"?url"?:\s*"([^"]+\.html)"/g)].map((m) => m[1]);
    expect(pages).toEqual(['index.html']);
  });

  it('has a manifest with the 192, 512 and maskable icons, and the icon files', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8')) as {
      display: string;
      start_url: string;
      icons: ManifestIcon[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    const icons = manifest.icons;
    expect(icons.some((i) => i.sizes === '192x192' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
    for (const icon of icons) expect(existsSync(path.join(dist, icon.src.replace(/^\//, ''))), icon.src).toBe(true);
  });

  it('links the manifest from index.html', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });
});
