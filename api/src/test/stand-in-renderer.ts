import fs from 'node:fs';
import path from 'node:path';

/**
 * A built app where the test server looks for one (`<dataDir>/no-dist`, test-server.ts) with a
 * stand-in for the page renderer (`no-dist-ssr/pages.js`, the real one is a build artefact):
 * `renderer` is its module's source, `template` the page template it fills, `files` other built
 * files (`news.html`: a build-time page).
 */
export function standInRenderer(
  dataDir: string,
  { renderer, template, files = {} }: { renderer: string; template: string; files?: Record<string, string> },
): void {
  const dist = `${dataDir}/no-dist`;
  fs.mkdirSync(dist, { recursive: true });
  fs.mkdirSync(`${dist}-ssr`, { recursive: true });
  const all = { 'index.html': '<!doctype html><title>club</title><div id="root"></div>', 'page-template.html': template, ...files };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(`${dist}/${name}`), { recursive: true });
    fs.writeFileSync(`${dist}/${name}`, text);
  }
  fs.writeFileSync(`${dist}-ssr/pages.js`, renderer);
  fs.writeFileSync(`${dist}-ssr/package.json`, '{"type":"module"}');
}
