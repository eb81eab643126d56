import { createServer, type Plugin } from 'vite';

/**
 * Emits `home.html`: index.html with the home page already rendered into #root (what a
 * first-time visitor's first render shows), served for `/` by the server and the service worker.
 * The phone paints the hero as soon as the HTML and CSS are in, instead of after the app's
 * JavaScript has arrived and run (the largest paint of the page). main.tsx then hydrates it in
 * place once the home route is loaded, so nothing blinks or moves. Until then it is `inert`: a tap
 * or a keystroke on a form that cannot work yet is not taken (and so never lost). Other paths keep the
 * empty index.html: they must not show the home page first.
 */
export function prerenderHome({ configFile, entry }: { configFile: string; entry: string }): Plugin {
  return {
    name: 'club:prerender-home',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('prerenderHome: no index.html in the bundle');
      const template = String(index.source);
      const marker = '<div id="root"></div>';
      if (!template.includes(marker)) throw new Error(`prerenderHome: index.html has no ${marker}`);
      const vite = await createServer({ configFile, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true, include: [] } });
      try {
        const { renderHome } = (await vite.ssrLoadModule(entry)) as { renderHome: () => Promise<string> };
        const body = await renderHome();
        // The page is already in the HTML: the scripts only bring it to life, so they yield to
        // the stylesheet (which the first paint waits for) on a slow line.
        const html = template
          .replace(marker, `<div id="root" data-prerendered="home" inert>${body}</div>`)
          .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
        this.emitFile({ type: 'asset', fileName: 'home.html', source: html });
      } finally {
        await vite.close();
      }
    },
  };
}
