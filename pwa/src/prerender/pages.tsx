/**
 * A page as HTML, made at build time (scripts/vite-prerender-pages.ts): `/`, `/events` and `/news`
 * are served to a first visit with it already in #root, so a phone paints the page before the
 * app's JavaScript has arrived and run. What a first-time visitor's first render shows: nobody
 * signed in yet, nothing on the device yet (the lists arrive after).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import '../lib/i18n';
import { slotsLoaded } from '../app/slots';
import { routes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../lib/auth';

export async function renderPage(path: string): Promise<string> {
  await slotsLoaded; // the header's extras, as a page that has loaded them shows them
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`The route of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AuthProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <Toaster navigate={() => undefined} />
      </AuthProvider>
    </StrictMode>,
  );
}
