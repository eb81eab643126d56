import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { fallbacksOfVariant } from '../../../shared/images';
import { isUploadName, type StoredFile, type UploadStore } from '../uploads/upload-store';
import type { PageData } from './page-data';
import { LANGUAGE_COOKIE, pageLanguage } from './page-language';
import { pageRenderer } from './render-page';

/** Set by the app (pwa/src/main.tsx) once it has run on this phone. */
export const SEEN_COOKIE = 'club_seen';

/** The pages pre-rendered at build time (vite.config.ts PRERENDERED_PAGES), by path. */
const PRERENDERED: Record<string, string> = { '/': '/home.html', '/events': '/events.html', '/news': '/news.html' };

/** Hashed scripts, stylesheets, fonts and pictures of the build: never revalidated, never a document or a worker. */
const isLeanAsset = (file: string) => file.startsWith('/assets/') && /\.(js|css|woff2?|webp|png|jpe?g|avif)$/.test(file);

/**
 * A first visit fetches some 180 such files: the headers that only mean something on a document
 * or a worker (the CSP, framing, referrer, opener and permissions policies) and validators a
 * never-revalidated file does not need are left off them, some 600 bytes each on the wire.
 * nosniff stays (it guards scripts and stylesheets); the request's id stays in the log.
 */
function leanAssetHeaders(ctx: Context): void {
  for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'Referrer-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'X-Request-Id'])
    ctx.remove(name);
  ctx.vary('Accept-Encoding');
}

/** Files revalidated on every use (the HTML pages, the service worker, the manifests); hashed assets are cached for a year. */
const isNoCache = (file: string) => file.endsWith('.html') || ['/sw.js', '/manifest.webmanifest', '/manifest-bn.webmanifest', '/registerSW.js'].includes(file);

/**
 * Serves the built PWA from distDir and uploaded files from the upload store. Hashed assets are
 * cached for a year; the service worker, manifest and index.html are always revalidated; every
 * other non-/api path answers the app's HTML (the app shows its own 404 page).
 */
export function servePwa(opts: {
  distDir: string;
  uploads: UploadStore;
  visitorHasNotice?: () => Promise<boolean>;
  /** The data of a page the server renders for a first visit (page-data.ts). */
  pageData?: (pathname: string, search: URLSearchParams) => Promise<PageData | null>;
  /** The site's configured address, for a rendered page's absolute URLs (lib/public-url.ts). */
  origin?: (ctx: Context) => string;
}): Middleware {
  const { distDir, uploads } = opts;
  const renderPage = pageRenderer(distDir);
  return async (ctx, next) => {
    // Any spelling of /api is the API's (which answers 404 for a path not in lower case), never the app's HTML.
    const lower = ctx.path.toLowerCase();
    if (lower.startsWith('/api/') || lower === '/api') return next();
    // A share into the app reaches the server only when the app's service worker is not running
    // (it keeps the picture itself: pwa/src/lib/shared-picture.ts): Upload Image opens empty.
    if (ctx.method === 'POST' && ctx.path === '/share-target') {
      ctx.status = 303;
      ctx.redirect('/share');
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    if (ctx.path.startsWith('/uploads/')) {
      const file = await uploadOf(uploads, path.basename(ctx.path));
      if (!file) {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
      ctx.set('Cache-Control', 'public, max-age=2592000, immutable');
      ctx.type = file.mime;
      ctx.length = file.size;
      ctx.lastModified = file.modified;
      ctx.body = file.body;
      return;
    }

    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The app is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }

    // A first visit to a public page gets the page rendered by the server with its data, in the
    // reader's language (page-language.ts), or for `/`, `/events` and `/news` without a renderer the
    // page pre-rendered at build time in English (scripts/vite-prerender-pages.ts). A phone that has
    // been here before (the app sets the cookie `club_seen`) gets the shell: it renders with what it
    // keeps from the last visit (the notice strip's height, the site's settings, the lists) from its
    // first frame, which a page rendered for everyone cannot.
    const firstVisit = !ctx.cookies.get(SEEN_COOKIE);
    const lang = pageLanguage(ctx.cookies.get(LANGUAGE_COOKIE), ctx.get('Accept-Language'));
    const prerendered = lang === 'en' ? PRERENDERED[ctx.path] : undefined;
    const data = firstVisit && opts.pageData && (await renderPage.available()) ? await opts.pageData(ctx.path, new URLSearchParams(ctx.querystring)) : null;
    if (PRERENDERED[ctx.path] || data) ctx.vary(['Cookie', 'Accept-Language']);
    // A page the renderer fails on is sent as before (the build-time page or the shell), and logged.
    const origin = opts.origin?.(ctx) ?? '';
    const html = data && (await renderPage(ctx.url, data, { lang, origin }).catch((err: unknown) => (ctx.app.emit('error', err, ctx), null)));
    if (html) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.vary('Accept-Encoding');
      if (ctx.acceptsEncodings('br', 'identity') === 'br') {
        // Compressed once per page and version (render-page.ts); koa-compress leaves an encoded body alone.
        ctx.body = await renderPage.brotli(html);
        ctx.set('Content-Encoding', 'br');
      } else ctx.body = html;
      return;
    }
    if (prerendered && firstVisit && fs.existsSync(path.join(distDir, prerendered))) {
      ctx.set('Cache-Control', 'no-cache');
      await sendFile(ctx, distDir, await withNoticeReserve(prerendered));
      return;
    }
    const file = ctx.path === '/' ? '/index.html' : ctx.path;
    const full = path.join(distDir, path.normalize(file));
    const isFile = full.startsWith(distDir) && fs.existsSync(full) && fs.statSync(full).isFile();
    if (isFile && file !== '/index.html') {
      if (isLeanAsset(file)) {
        leanAssetHeaders(ctx);
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
        await send(ctx, file, { root: distDir, hidden: false, brotli: true, gzip: true });
        ctx.remove('Last-Modified');
        return;
      }
      ctx.set('Cache-Control', isNoCache(file) ? 'no-cache' : file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      await sendFile(ctx, distDir, file);
      return;
    }
    // The shell (every other page): a first visit knows nothing of the strip's height, so while a
    // notice is on for visitors it gets the shell that holds the strip's place too.
    // (`/index.html` itself, which the service worker stores, is always the plain shell.)
    ctx.vary('Cookie');
    ctx.set('Cache-Control', 'no-cache');
    await sendFile(ctx, distDir, firstVisit && file !== '/index.html' ? await withNoticeReserve('/index.html') : '/index.html');
  };

  /** `<page>-notice.html` (the page holding the notice strip's place on a phone) while a notice is on for visitors, else the page. */
  async function withNoticeReserve(page: string): Promise<string> {
    const withNotice = page.replace(/\.html$/, '-notice.html');
    return fs.existsSync(path.join(distDir, withNotice)) && (await holdsNotice()) ? withNotice : page;
  }

  /** Whether a notice is on for visitors: a first visit's page then holds the strip's place. */
  async function holdsNotice(): Promise<boolean> {
    return opts.visitorHasNotice ? opts.visitorHasNotice() : false;
  }
}

/** An upload by name; a responsive width or WebP twin missing (an upload from before they were made) falls back to the original. */
async function uploadOf(store: UploadStore, name: string): Promise<StoredFile | null> {
  if (!isUploadName(name)) return null;
  for (const candidate of [name, ...fallbacksOfVariant(name)]) {
    const file = await store.read(candidate);
    if (file) return file;
  }
  return null;
}

/**
 * Sends a built file: its Brotli or gzip twin when the browser accepts one (made at build time),
 * with an ETag and Last-Modified, and a bodiless 304 when the browser's copy is current (a
 * reopened app revalidates sw.js and index.html for a few hundred bytes).
 */
async function sendFile(ctx: Context, root: string, file: string): Promise<void> {
  const stat = fs.statSync(path.join(root, file));
  ctx.vary('Accept-Encoding');
  ctx.etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  ctx.lastModified = stat.mtime;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  await send(ctx, file, { root, hidden: false, brotli: true, gzip: true });
}
