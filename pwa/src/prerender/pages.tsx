/**
 * A page as HTML, so a first visit paints the page before the app's JavaScript has arrived and
 * run. What a first-time visitor's first render shows: nobody signed in yet, nothing on the
 * device yet. `/` and `/events` are made at build time (scripts/vite-prerender-pages.ts), without
 * data (their lists arrive after); `/news` and `/news/:id` by the server for each first visit
 * (api/src/static/render-page.ts, from this file built for Node), with the data they show
 * (`seed`: the list, the article), whose pictures are the pages' largest paint.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import '../lib/i18n';
import { slotsLoaded } from '../app/slots';
import { routes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../lib/auth';
import { type PageSeed, withPageSeed } from '../lib/page-seed';

export type { PageSeed };

export async function renderPage(path: string, seed: PageSeed = {}): Promise<string> {
  await slotsLoaded; // the header's extras, as a page that has loaded them shows them
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The route of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return withPageSeed(seed, () =>
    renderToString(
      <StrictMode>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <Toaster navigate={() => undefined} />
        </AuthProvider>
      </StrictMode>,
    ),
  );
}
