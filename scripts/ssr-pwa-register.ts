/**
 * `virtual:pwa-register/react` in the renderer built for Node (scripts/vite-prerender-pages.ts):
 * a server has no service worker, so its registration hook renders as "nothing to update".
 */
const none = () => {};
export function useRegisterSW() {
  return { needRefresh: [false, none] as const, offlineReady: [false, none] as const, updateServiceWorker: async () => {} };
}
