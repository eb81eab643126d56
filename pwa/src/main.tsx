import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATING_ATTR } from '@shared/page-seed';
import './styles.css';
import { i18n, loadLanguage } from './lib/i18n';
import { holdUntilHydrated } from './lib/hydration';
import { slotsLoaded } from './app/slots';
import { App } from './app/app';
import { createRouter } from './app/router';

// The flap harness (pwa/e2e/flap-harness.spec.ts) sets this flag; nobody else loads the hook. The hook
// is only in a build made for the tests (VITE_FLAP_HARNESS=1, npm run test:e2e): a production
// build drops this branch and never has (or precaches) its chunk.
if (import.meta.env.VITE_FLAP_HARNESS === '1') {
  try {
    if (localStorage.getItem('club.harness') === '1') void import('./lib/harness-hook');
  } catch {
    /* no storage */
  }
}

const container = document.getElementById('root')!;

/** Stores held during the hydration (lib/hydration.ts) are let go with the page. */
let hydrated = () => {};

/** Buttons and fields take taps and keys once the app owns the page (scripts/vite-prerender-pages.ts). */
function ReleasePage() {
  useEffect(() => {
    container.removeAttribute(HYDRATING_ATTR);
    hydrated();
  }, []);
  return null;
}

/**
 * Resolves in a task of its own. The start is cut into tasks (the modules' evaluation, the router's
 * set-up, the hydration's first slice) so that none holds a phone's main thread for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Resolves once the page has been painted (the frame after the next one has begun). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const initialized = (router: ReturnType<typeof createRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// `/` arrives with the home page already in the HTML (home.html). It is painted first (a phone
// shows the page before the app has run), then, once the router has loaded the home route and the
// header's extras have loaded (the pre-render shows them), the app takes over those very elements (hydration): nothing is drawn twice, nothing moves. Where the
// first render differs (a visitor reading in Bangla), React renders the page afresh instead.
// The app has run on this phone: from now on the server answers `/` with the shell, which renders
// with what the phone keeps from this visit (api/src/static/serve-pwa.ts). No personal data.
try {
  document.cookie = 'club_seen=1; Max-Age=31536000; Path=/; SameSite=Lax';
} catch {
  /* cookies blocked: the next visit gets the pre-rendered page again */
}

// A reader in Bangla: its catalogues (a chunk of their own) come before the first frame, so the page
// never shows English first. A page rendered in the reader's language (`data-lang`, English for the
// build-time pages) is taken over; one in the other language (a choice made since) is rendered afresh.
const language = loadLanguage(i18n.language).catch(() => undefined); // unreachable chunk: English, as the fallback
const sameLanguage = (container.dataset.lang ?? 'en') === i18n.language;

async function start(): Promise<void> {
  await nextTask();
  const router = createRouter();
  const app = (
    <StrictMode>
      <App router={router} />
      <ReleasePage />
    </StrictMode>
  );
  if (container.dataset.prerendered && sameLanguage) {
    await Promise.all([initialized(router), painted(), slotsLoaded, language]);
    await nextTask();
    hydrated = holdUntilHydrated();
    // A transition: React takes the page over in slices of a few milliseconds, so a phone's main
    // thread is never held for long (the page is already painted and its links work meanwhile).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    await language;
    if (container.dataset.prerendered) container.replaceChildren();
    createRoot(container).render(app);
  }
}
void start();
