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
