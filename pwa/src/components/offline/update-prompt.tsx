/// <reference types="vite-plugin-pwa/react" />
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { afterFirstSeconds, watchForUpdates } from '@/lib/pwa-register';
import { hasDirtyForms } from './dirty-forms';
import { UpdateStrip } from './update-strip';

/** True once the user chose to reload: only then may the page reload itself. */
let reloadChosen = false;
const FALLBACK_RELOAD_MS = 4000;

/**
 * Registers the service worker once the page has loaded, its first 3 seconds are over and it is
 * idle (nothing the worker precaches is fetched before the page can be used), then offers its
 * updates (RegisteredPrompt).
 */
export function UpdatePrompt() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstSeconds().then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, []);
  return idle ? <RegisteredPrompt /> : null;
}

/**
 * 'A new version is available — Reload'. Never reloads by itself: a new worker taking control
 * (say, Reload pressed in another tab) only shows this prompt when a form here has input.
 */
function RegisteredPrompt() {
  const [controlled, setControlled] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
    onNeedReload() {
      if (reloadChosen || !hasDirtyForms()) window.location.reload();
      else setControlled(true);
    },
  });

  const reload = () => {
    reloadChosen = true;
    if (controlled) {
      window.location.reload();
      return;
    }
    void updateServiceWorker(true);
    // If no worker was waiting any more, nothing would take control: reload anyway.
    setTimeout(() => window.location.reload(), FALLBACK_RELOAD_MS);
  };

  if (!needRefresh && !controlled) return null;
  return <UpdateStrip onReload={reload} onLater={() => setNeedRefresh(false)} />;
}
