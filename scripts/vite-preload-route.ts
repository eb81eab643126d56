import type { Plugin } from 'vite';

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
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        visit(route.fileName);
        return [...files].map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** Where the build lists a lazily loaded module's chunks for the server (api/src/static/writes-preload.ts). */
export const WRITES_PRELOAD_FILE = '.vite/preload-writes.json';

/**
 * Lists the chunks lazily loaded modules (the outbox, its triggers) need beyond what index.html loads, for the
 * server to name in the HTML of the pages whose forms write (`<link rel="modulepreload">`): the
 * files are fetched and compiled with the page but run only when a write is made, so a form sent
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
      const loaded = new Set<string>();
      const visitLoaded = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        chunks.find((c) => c.fileName === fileName)?.imports.forEach(visitLoaded);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visitLoaded(c.fileName));
      const files: string[] = [];
      const visit = (fileName: string) => {
        if (loaded.has(fileName) || files.includes(fileName)) return;
        files.push(fileName);
        chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
      };
      for (const target of targets) visit(target.fileName);
      this.emitFile({ type: 'asset', fileName: WRITES_PRELOAD_FILE, source: JSON.stringify(files.map((f) => `/${f}`)) });
    },
  };
}
