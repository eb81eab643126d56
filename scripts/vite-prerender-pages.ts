import { createServer, type Plugin } from 'vite';

/**
 * Emits `<name>.html` for each pre-rendered page (`home.html` for `/`, `events.html`, `news.html`):
 * index.html with the page already rendered into #root (what a first-time visitor's first render
 * shows), served for that path to a first visit by the server (api/src/static/serve-pwa.ts). The
 * phone paints the page as soon as the HTML and CSS are in, instead of after the app's JavaScript
 * has arrived and run (the largest paint of the page). main.tsx then hydrates it in place once the
 * route is loaded, so nothing blinks or moves. Until then it is `inert`: a tap or a keystroke on a
 * form that cannot work yet is not taken (and so never lost). Other paths keep the empty
 * index.html.
 */
export function prerenderPages({ configFile, entry, pages }: { configFile: string; entry: string; pages: Record<string, string> }): Plugin {
  return {
    name: 'club:prerender-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('prerenderPages: no index.html in the bundle');
      const template = String(index.source);
      const marker = '<div id="root"></div>';
      if (!template.includes(marker)) throw new Error(`prerenderPages: index.html has no ${marker}`);
      const vite = await createServer({ configFile, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true, include: [] } });
      try {
        const { renderPage } = (await vite.ssrLoadModule(entry)) as { renderPage: (path: string) => Promise<string> };
        for (const [path, name] of Object.entries(pages)) {
          const body = await renderPage(path);
          // The page is already in the HTML: the scripts only bring it to life, so they yield to
          // the stylesheet (which the first paint waits for) on a slow line.
          const page = (root: string) =>
            template
              .replace(marker, `<div ${root} inert>${body}</div>`)
              .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
              .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
          this.emitFile({ type: 'asset', fileName: `${name}.html`, source: page(`id="root" data-prerendered="${name}"`) });
          // The same page while a notice is on for visitors: the strip's place is held from the
          // first paint (styles.css), so the notice does not push the page down when it arrives.
          this.emitFile({ type: 'asset', fileName: `${name}-notice.html`, source: page(`id="root" data-prerendered="${name}" data-notice-reserve`) });
        }
      } finally {
        await vite.close();
      }
    },
  };
}
