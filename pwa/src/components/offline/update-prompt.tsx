/// <reference types="vite-plugin-pwa/react" />
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { watchForUpdates } from '@/lib/pwa-register';
import { hasDirtyForms } from './dirty-forms';
import { UpdateStrip } from './update-strip';

/** True once the user chose to reload: only then may the page reload itself. */
let reloadChosen = false;
const FALLBACK_RELOAD_MS = 4000;

/**
 * 'A new version is available — Reload'. Never reloads by itself: a new worker taking control
 * (say, Reload pressed in another tab) only shows this prompt when a form here has input.
 */
export function UpdatePrompt() {
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
