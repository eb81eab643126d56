import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { listChunksOf, preloadRoute } from './scripts/vite-preload-route';
import { prerenderPages } from './scripts/vite-prerender-pages';
import { manifestLanguages } from './scripts/vite-manifest-languages';
import { chunkGroups } from './scripts/vite-chunk-groups';
import { compressWorker } from './scripts/vite-compress-worker';
import { contractOrDexie, yieldBetweenModules } from './scripts/vite-yield-modules';
import manifestEn from './pwa/src/locales/en/manifest/manifest';
import manifestBn from './pwa/src/locales/bn/manifest/manifest';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

/** The pages pre-rendered at build time, by path: their file is `<name>.html` (api/src/static/serve-pwa.ts serves them). */
const PRERENDERED_PAGES = { '/': 'home', '/events': 'events', '/news': 'news' };

/** The role areas and Bangla, by group: not precached, fetched when first used or warmed (scripts/vite-chunk-groups.ts). */
const groups = chunkGroups();
/**
 * Files the browser fetches and keeps itself, never needed offline from the worker: the icons
 * and the Bangla manifest (read when the app is installed or a notification shows; the English
 * manifest stays, as the shell's), and the favicon (the browser keeps it with the site; the page
 * fetched it already, and the precache would fetch it again under its revision). And the picture
 * of a member without a photo: the team's pages only, kept by the worker when first shown (sw.ts).
 */
const NOT_PRECACHED = /^(icons\/icon-(maskable-)?(192|512)\.png|favicon\.svg|manifest-bn\.webmanifest|placeholder-avatar\.png)$/;

const manifest = {
  name: manifestEn.name,
  short_name: manifestEn.shortName,
  description: manifestEn.description,
  theme_color: '#0f766e',
  background_color: '#f8fafc',
  display: 'standalone' as const,
  start_url: '/',
  scope: '/',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A picture shared from the phone's gallery opens Upload Image with it (pwa/src/lib/shared-picture.ts).
  share_target: {
    action: '/share-target',
    method: 'POST' as const,
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'image', accept: ['image/*'] }] },
  },
};

export default defineConfig({
  root: path.join(root, 'pwa'),
  publicDir: path.join(root, 'pwa/public'),
  resolve: {
    alias: {
      '@shared': path.join(root, 'shared'),
      '@': path.join(root, 'pwa/src'),
      // TanStack Form's link to TanStack's devtools, off in the app (lib/devtools-off.ts).
      '@tanstack/devtools-event-client': path.join(root, 'pwa/src/lib/devtools-off.ts'),
    },
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // Small files go into what uses them (Vite's 4 KB rule), the Bangla word's 600 font into the
    // stylesheet too; but its 400 is for the member area's settings only: a file of that group.
    assetsInlineLimit: (file) => (/bangla-word-400\.woff2$/.test(file) ? false : undefined),
    // index.html keeps its modulepreloads (read by the browser's preload scanner), but a lazy chunk
    // does not add `<link rel=modulepreload>` for its imports when it loads: on a phone, inserting
    // those links cost more main-thread time than the round trip they save (Lighthouse blocking
    // time on / and /events about 350 -> 200 ms). After the first visit the public site's chunks are precached.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  plugins: [
    react(),
    // Each module of the contract that builds zod schemas, and Dexie, starts in a task of its own,
    // so loading the database and offline layers holds no phone's main thread for long.
    yieldBetweenModules(contractOrDexie),
    // The home page's route chunk is fetched with the entry, not after it ran.
    preloadRoute('/pwa/src/app/routes/home.tsx'),
    // The outbox's chunks and its triggers', named by the server in the HTML of the pages whose forms write.
    listChunksOf('/pwa/src/lib/outbox.ts', '/pwa/src/lib/outbox-triggers.ts'),
    // A first visit to `/`, `/events` or `/news` arrives as HTML with the page in it (home.html,
    // events.html, news.html), painted before the JavaScript runs.
    prerenderPages({ configFile: path.join(root, 'vite.config.ts'), entry: '/src/prerender/pages.tsx', pages: PRERENDERED_PAGES }),
    tailwindcss(),
    // manifest-bn.webmanifest: the installed app named and described in Bangla.
    manifestLanguages(manifest, { bn: manifestBn }),
    groups.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons the glob finds are enough (without this, each was listed twice, past manifestTransforms).
      includeManifestIcons: false,
      injectManifest: {
        // Of the HTML only the shell: the pre-rendered pages, their notice twins and the server's
        // page template are for a first visit from the server, never served by the worker.
        globPatterns: ['**/*.{js,css,png,svg,ico,webmanifest,woff2}', 'index.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A first visit precaches what a visitor needs to open the public site offline; the role
        // areas and Bangla are cached when first used, or warmed at sign-in (lib/warm-chunks.ts).
        // Nor the large icons, the Bangla manifest and the favicon (NOT_PRECACHED).
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => !groups.isGrouped(e.url) && !NOT_PRECACHED.test(e.url)), warnings: [] })],
        // The worker knows each group's files (built after the app, so their hashed names are known).
        buildPlugins: {
          vite: [
            {
              name: 'club:chunk-groups-in-worker',
              config: () => ({ define: { __CHUNK_GROUPS__: JSON.stringify(groups.groups()), __PAGE_OPENS__: JSON.stringify(groups.pageOpens()) } }),
            },
          ],
        },
      },
      manifest,
      devOptions: { enabled: false, type: 'module' },
    }),
    // Brotli and gzip files beside every built asset over 1 KB; the server picks one by the
    // browser's Accept-Encoding (koa-send), so a phone downloads about a quarter of the bytes.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|webmanifest|json)$/, threshold: 1024 }),
    compressWorker(),
  ],
});
