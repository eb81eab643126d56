/**
 * A page as HTML, so a first visit paints the page before the app's JavaScript has arrived and
 * run. What a first-time visitor's first render shows: nobody signed in yet, nothing on the
 * device yet, in the reader's language. Every public page is rendered by the server for a first
 * visit (api/src/static/render-page.ts, from this file built for Node) with the data it shows
 * (`seed`: its lists' first pages, the article, the event, the site's settings); `/`, `/events` and
 * `/news` are also made at build time without data, in English (scripts/vite-prerender-pages.ts),
 * for a server that has no renderer.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { i18n, loadLanguage, type Language } from '../lib/i18n';
import { slotsLoaded } from '../app/slots';
import { routes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { collectPageMeta, type PageMeta } from '../components/share/page-meta';
import { AuthProvider } from '../lib/auth';
import { type PageSeed, withPageSeed } from '../lib/page-seed';

export type { PageSeed, PageMeta };

export interface RenderedPage {
  /** The page, for #root. */
  body: string;
  /** The title and tags the page asks for (an event, an article), if any. */
  meta: PageMeta | null;
  /** The site's texts in that language the head falls back on. */
  texts: { description: string; clubName: string };
}

export interface RenderOptions {
  lang?: Language;
  /** The site's address (configured), for the page's absolute URLs. */
  origin?: string;
}

export async function renderPage(path: string, seed: PageSeed = {}, { lang = 'en', origin = '' }: RenderOptions = {}): Promise<RenderedPage> {
  await Promise.all([slotsLoaded, loadLanguage(lang)]); // the header's extras, as a page that has loaded them shows them
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The route of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here to the end nothing waits: the language is this page's for the whole (synchronous) render.
  const before = i18n.language;
  void i18n.changeLanguage(lang);
  if (i18n.language !== lang) throw new Error(`The renderer could not switch to ${lang}`);
  try {
    const { result: body, meta } = collectPageMeta(origin, path, () =>
      withPageSeed(seed, () =>
        renderToString(
          <StrictMode>
            <AuthProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              <Toaster navigate={() => undefined} />
            </AuthProvider>
          </StrictMode>,
        ),
      ),
    );
    return { body, meta, texts: { description: i18n.t('common:head.description'), clubName: i18n.t('common:clubName') } };
  } finally {
    void i18n.changeLanguage(before);
  }
}
