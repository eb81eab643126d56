import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HYDRATING_ATTR, PAGE_SEED_ID, type PageSeed } from '../../../shared/page-seed';
import type { PageData } from './page-data';
import { banglaFontHref } from './bangla-font';
import { firstPicturePreload } from './first-picture';
import { WRITING_PAGES, writesPreload } from './writes-preload';
import { pageHead, withHead, type HeadInput, type HeadTag } from './page-head';
import type { PageLanguage } from './page-language';

type Rendered = { body: string; meta: { title: string; tags: HeadTag[] } | null; texts: HeadInput['texts'] };
type RenderPage = (path: string, seed: PageSeed, options: { lang: PageLanguage; origin: string }) => Promise<Rendered>;
const ROOT = '<div id="root"></div>';
/** Rendered pages kept per process (by path, language and data); the oldest goes first. */
const KEEP = 200;
const brotli = promisify(zlib.brotliCompress);

/** The seed as a JSON data block: nothing in it can end the element or be read as markup. */
const seedBlock = (seed: PageSeed) =>
  `<script type="application/json" id="${PAGE_SEED_ID}">${JSON.stringify(seed)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

/**
 * Renders a page with its data into the built app's HTML, for a first visit: the app's own
 * renderer built for Node (`<distDir>-ssr/pages.js`, scripts/vite-prerender-pages.ts) fills
 * `page-template.html`'s #root; the data goes beside it for the app's first render
 * (pwa/src/lib/page-seed.ts). Returns null when the build has no renderer (then the caller sends
 * the build-time page or the shell).
 */
export function pageRenderer(distDir: string) {
  const bundle = path.join(`${distDir}-ssr`, 'pages.js');
  const templateFile = path.join(distDir, 'page-template.html');
  let loaded: Promise<{ renderPage: RenderPage; template: string } | null> | null = null;
  const rendered = new Map<string, string>();

  const load = () =>
    (loaded ??= (async () => {
      if (!fs.existsSync(bundle) || !fs.existsSync(templateFile)) return null;
      const template = fs.readFileSync(templateFile, 'utf8');
      if (!template.includes(ROOT)) return null;
      const { renderPage } = (await import(pathToFileURL(bundle).href)) as { renderPage: RenderPage };
      return { renderPage, template };
    })());

  const render = async (url: string, data: PageData, { lang, origin }: { lang: PageLanguage; origin: string }): Promise<string | null> => {
    const renderer = await load();
    if (!renderer) return null;
    const path = url.replace(/[?#].*$/, '');
    const key = `${path}|${lang}|${data.version}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const seed = data.seed();
      const page = await renderer.renderPage(path, seed, { lang, origin });
      const head = pageHead({ lang, origin, path, body: page.body, meta: page.meta, settings: seed.settings, texts: page.texts });
      // The notices on for visitors are in the page (page-data.ts): no place to hold for the strip.
      const attrs = `id="root" data-prerendered="${data.name}" data-lang="${lang}" ${HYDRATING_ATTR}`;
      // A page that writes names the outbox's files after its own (writes-preload.ts).
      const writes = WRITING_PAGES.has(data.name) ? writesPreload(distDir) : '';
      const root = `<div ${attrs}>${page.body}</div>${seedBlock(seed)}${writes}`;
      // The page's first picture is asked for first (first-picture.ts), then a Bangla page's font.
      const preloads = firstPicturePreload(page.body) + (lang === 'bn' ? banglaFontPreload(distDir) : '');
      html = withHead(renderer.template, lang, head, preloads).replace(ROOT, () => root);
      if (rendered.size >= KEEP) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, html);
    }
    return html;
  };
  /**
   * A rendered page in Brotli, made once per page and version and kept with it: at a higher level
   * than the server's on-the-fly compression (koa-compress, level 4), which a first visit of `/`
   * pays for in every byte (its HTML 13.4 -> 11.1 KiB). Off the event loop (zlib's thread pool).
   */
  const compressed = new Map<string, Promise<Buffer>>();
  render.brotli = (html: string): Promise<Buffer> => {
    let body = compressed.get(html);
    if (!body) {
      body = brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
      body.catch(() => compressed.delete(html));
      if (compressed.size >= KEEP) compressed.delete(compressed.keys().next().value!);
      compressed.set(html, body);
    }
    return body;
  };
  /** Whether this build has a renderer, else nobody needs to gather a page's data (one that fails to load counts: rendering reports why). */
  render.available = () =>
    load().then(
      (renderer) => renderer !== null,
      () => true,
    );
  return render;
}

/**
 * A page in Bangla asks for the Bengali font with the page, not once the stylesheet is read (bangla-font.ts):
 * with `font-display: optional` the text waits a moment for it. Without it an article's first paint in
 * Bangla came 0.6 s later (the font then follows the stylesheet); with it at low priority the gallery's
 * first photo gained nothing measurable (docs/decisions.md, 'A picture before the font').
 */
function banglaFontPreload(distDir: string): string {
  const href = banglaFontHref(distDir);
  return href ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />\n  ` : '';
}
