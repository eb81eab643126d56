import fs from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { HYDRATING_ATTR as HYDRATING, LATER_FILES_ID } from '../shared/page-seed';

/**
 * Emits `<name>.html` for each pre-rendered page (`home.html` for `/`, `events.html`, `news.html`):
 * index.html with the page already rendered into #root (what a first-time visitor's first render
 * shows), served for that path to a first visit by the server (api/src/static/serve-pwa.ts). The
 * phone paints the page as soon as the HTML and CSS are in, instead of after the app's JavaScript
 * has arrived and run (the largest paint of the page). main.tsx then hydrates it in place once the
 * route is loaded, so nothing blinks or moves. Until then it is `data-hydrating`: its links work
 * (as plain links: the next page comes from the server), while a tap on a button or a keystroke in
 * a form that cannot work yet is not taken (and so never lost: styles.css and prerender-start-*.js).
 * Other paths keep the empty index.html.
 */
export function prerenderPages({ configFile, entry, pages }: { configFile: string; entry: string; pages: Record<string, string> }): Plugin {
  let ssrOutDir = '';
  return {
    name: 'club:prerender-pages',
    // Not in the build of the renderer for Node itself (below).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      ssrOutDir = `${path.resolve(config.root, config.build.outDir)}-ssr`;
    },
    /**
     * The same renderer built for Node into `<outDir>-ssr/pages.js` (dist-ssr/, beside dist/ so it
     * is neither served nor precached): the server renders `/news` and `/news/:id` with their data
     * for a first visit (api/src/static/render-page.ts), into `page-template.html`.
     */
    async closeBundle() {
      await build({
        configFile,
        logLevel: 'warn',
        ssr: { noExternal: true },
        // No service worker on a server: its registration hook renders as "nothing to update".
        resolve: { alias: { 'virtual:pwa-register/react': path.join(import.meta.dirname, 'ssr-pwa-register.ts') } },
        build: {
          ssr: entry.replace(/^\//, ''),
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'pages.js' } },
        },
      });
      // ES modules wherever the folder is (the server imports pages.js).
      fs.writeFileSync(path.join(ssrOutDir, 'package.json'), '{ "type": "module" }\n');
      // What this build was made with, for `npm start`'s staleness check (api/src/cli/build-if-stale.ts).
      fs.writeFileSync(path.join(ssrOutDir, 'build-flags.json'), JSON.stringify({ flapHarness: process.env.VITE_FLAP_HARNESS === '1' }));
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('prerenderPages: no index.html in the bundle');
      const template = String(index.source);
      const marker = '<div id="root"></div>';
      if (!template.includes(marker)) throw new Error(`prerenderPages: index.html has no ${marker}`);
      // The page is already in the HTML: the scripts only bring it to life, so they are asked for
      // once it has been painted (prerender-start-*.js, a few hundred bytes), not beside the stylesheet and
      // the pictures the first paint waits for. Until they have run, the page is `data-hydrating`.
      const scripts = scriptsOf(template);
      const start = `/${this.getFileName(this.emitFile({ type: 'asset', name: 'prerender-start.js', source: startScript(scripts) }))}`;
      const vite = await createServer({
        configFile,
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await vite.ssrLoadModule(entry)) as { renderPage: (path: string) => Promise<{ body: string }> };
        for (const [path, name] of Object.entries(pages)) {
          const { body } = await renderPage(path);
          const page = (root: string) => withScriptsAfterPaint(template.replace(marker, `<div ${root} ${HYDRATING}>${body}</div>`), start);
          this.emitFile({ type: 'asset', fileName: `${name}.html`, source: page(`id="root" data-prerendered="${name}"`) });
          // The same page while a notice is on for visitors: the strip's place is held from the
          // first paint (styles.css), so the notice does not push the page down when it arrives.
          this.emitFile({ type: 'asset', fileName: `${name}-notice.html`, source: page(`id="root" data-prerendered="${name}" data-notice-reserve`) });
        }
        // What the server renders `/news` and `/news/:id` into (its #root filled, with the data).
        this.emitFile({ type: 'asset', fileName: 'page-template.html', source: withScriptsAfterPaint(template, start) });
        // The shell (every other page) while a notice is on for visitors, for a first visit.
        this.emitFile({ type: 'asset', fileName: 'index-notice.html', source: template.replace(marker, '<div id="root" data-notice-reserve></div>') });
      } finally {
        await vite.close();
      }
    },
  };
}

const SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The entry script, as index.html asks for it. */
function scriptsOf(html: string) {
  const entries = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  if (entries.length !== 1) throw new Error(`prerenderPages: expected one entry script in index.html, found ${entries.length}`);
  return { entry: entries[0] };
}

/** index.html without its script tags, with prerender-start-*.js (deferred) in their place. */
function withScriptsAfterPaint(html: string, start: string) {
  return html.replace(SCRIPT_TAG, `\n    <script defer src="${start}"></script>`).replace(PRELOAD_TAG, '');
}

/** The app starts at the latest this long after the page's start script ran, painted or not. */
const START_AT_THE_LATEST_MS = 3000;

/**
 * A classic script (the site's Content-Security-Policy allows no inline script) that adds the
 * entry once the page has been painted: when the browser reports the first contentful paint (the
 * frame is on the screen, not only begun; a paint that takes long on a slow phone would otherwise
 * share the line with the app's download), or after the next frame where paint timing is not known. Not its modulepreloads: each
 * `<link>` added by script costs the phone's main thread more than the round trip it saves
 * (measured with Lighthouse: about 100 ms less blocking time without them).
 * Until the app has taken the page over, what is typed into a form field, and a form's submit, are
 * not taken (a field would lose it when the app arrives): the page's fields are read-only meanwhile
 * (a phone shows no keyboard for a field that cannot take what is typed), and made writable again
 * the moment the app has taken the page over; styles.css keeps taps off buttons and fields. Links
 * work as plain links. Once the app has taken the page over, the files the page names for later
 * (`<template id="later-files">`: the outbox's, on a page that writes) are asked for when the browser is idle.
 */
function startScript({ entry }: { entry: string }) {
  return `(function(){function add(tag,attrs){var el=document.createElement(tag);for(var k in attrs)el.setAttribute(k,attrs[k]);document.head.appendChild(el)}
function start(){add('script',{type:'module',crossorigin:'',src:${JSON.stringify(entry)}})}
var root=document.getElementById('root');
function waiting(e){return root&&root.hasAttribute('${HYDRATING}')&&e.target&&e.target.closest&&root.contains(e.target)}
function field(e){return e.target.closest('input,textarea,select,[contenteditable]')}
function hold(e){e.preventDefault();e.stopPropagation()}
document.addEventListener('beforeinput',function(e){if(waiting(e)&&field(e))hold(e)},true);
document.addEventListener('keydown',function(e){if(waiting(e)&&field(e)&&e.key!=='Tab')hold(e)},true);
document.addEventListener('submit',function(e){if(waiting(e))hold(e)},true);
if(root&&root.hasAttribute('${HYDRATING}')){var held=root.querySelectorAll('input:not([readonly]),textarea:not([readonly])');for(var i=0;i<held.length;i++){held[i].setAttribute('readonly','');held[i].setAttribute('data-held','')}
new MutationObserver(function(m,o){if(root.hasAttribute('${HYDRATING}'))return;o.disconnect();var f=root.querySelectorAll('[data-held]');for(var j=0;j<f.length;j++){f[j].removeAttribute('readonly');f[j].removeAttribute('data-held')}
var later=document.getElementById('${LATER_FILES_ID}');if(later)(window.requestIdleCallback||setTimeout)(function(){document.head.appendChild(later.content)})}).observe(root,{attributes:true,attributeFilter:['${HYDRATING}']})}
var started=false;function go(){if(!started){started=true;start()}}
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});setTimeout(go,${START_AT_THE_LATEST_MS})}
else requestAnimationFrame(function(){setTimeout(go,0)})})();
`;
}
