import { dismissUpdate, reloadForUpdate, useWorkerState } from './worker-registration';
import { UpdateStrip } from './update-strip';

/**
 * 'A new version is available — Reload' (the service worker registers in worker-registration.ts).
 * Never reloads by itself: a new worker taking control (say, Reload pressed in another tab) only
 * shows this prompt when a form here has input.
 */
export function UpdatePrompt() {
  const { needRefresh, controlled } = useWorkerState();
  if (!needRefresh && !controlled) return null;
  return <UpdateStrip onReload={reloadForUpdate} onLater={dismissUpdate} />;
}
