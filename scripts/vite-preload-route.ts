import type { Plugin } from 'vite';

type ChunkLike = { fileName: string; imports: string[] };

/** The chunks reached from `starts` through their static imports, in the order met, less those `skip` names (and what only they import). */
function importsOf(chunks: ChunkLike[], starts: string[], skip: (fileName: string) => boolean): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (skip(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
  };
  starts.forEach(visit);
  return files;
}

/**
 * Adds `<link rel="modulepreload">` for one lazily loaded route (the home page) and the chunks it
 * imports, so the browser fetches it beside the entry instead of after the entry has run (one
 * round trip less before the first page paints on a slow network).
 */
export function preloadRoute(routeModule: string): Plugin {
  return {
    name: 'club:preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(routeModule));
        if (!route) throw new Error(`preloadRoute: no chunk for ${routeModule}`);
        const files = importsOf(chunks, [route.fileName], (f) => html.includes(`/${f}"`));
        return files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** Where the build lists a lazily loaded module's chunks for the server (api/src/static/writes-preload.ts). */
export const WRITES_PRELOAD_FILE = '.vite/preload-writes.json';

/**
 * Lists the chunks lazily loaded modules (the outbox, its triggers) need beyond what index.html loads, for the
 * server to name in the HTML of the pages whose forms write (prefetched once the page has come to
 * life: api/src/static/writes-preload.ts): the files are fetched but run only when a write is made, so a form sent
 * offline before the service worker was installed is still kept (issue 28's first seconds).
 */
export function listChunksOf(...modules: string[]): Plugin {
  let ssr = false;
  return {
    name: 'club:list-chunks',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr; // the server-side renderer's build (vite-prerender-pages.ts) has no outbox
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const targets = modules.map((module) => {
        const target = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
        if (!target) throw new Error(`listChunksOf: no chunk holds ${module}`);
        return target;
      });
      // What the entry loads statically is there already.
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const loaded = new Set(importsOf(chunks, entries, () => false));
      const files = importsOf(
        chunks,
        targets.map((t) => t.fileName),
        (f) => loaded.has(f),
      );
      this.emitFile({ type: 'asset', fileName: WRITES_PRELOAD_FILE, source: JSON.stringify(files.map((f) => `/${f}`)) });
    },
  };
}
