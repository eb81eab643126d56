import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATING_ATTR } from '@shared/page-seed';
import './styles.css';
import { i18n, loadLanguage } from './lib/i18n';
import { slotsLoaded } from './app/slots';
import { App } from './app/app';
import { createRouter } from './app/router';

// The flap harness (pwa/e2e/flap-harness.spec.ts) sets this flag; nobody else loads the hook.
try {
  if (localStorage.getItem('club.harness') === '1') void import('./lib/harness-hook');
} catch {
  /* no storage */
}

const container = document.getElementById('root')!;
const router = createRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

/** Resolves once the page has been painted (the frame after the next one has begun). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const initialized = () =>
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

// A reader in Bangla: its catalogues (a chunk of their own, precached) come before the first frame,
// so the page never shows English first. The pre-rendered page is English: it is rendered afresh.
const language = loadLanguage(i18n.language).catch(() => undefined); // unreachable chunk: English, as the fallback
const english = i18n.language === 'en';

if (container.dataset.prerendered && english)
  void Promise.all([initialized(), painted(), slotsLoaded]).then(() => {
    hydrateRoot(container, app);
    container.removeAttribute(HYDRATING_ATTR); // buttons and fields take taps and keys from now on (scripts/vite-prerender-pages.ts)
  });
else
  void language.then(() => {
    if (container.dataset.prerendered) {
      container.replaceChildren();
      container.removeAttribute(HYDRATING_ATTR);
    }
    createRoot(container).render(app);
  });
