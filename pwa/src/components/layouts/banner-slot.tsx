import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { BannerReserveContext, readReservedHeight, rememberBannerHeight, RESERVE_TIMEOUT_MS } from './banner-reserve';
import { useBannerSlots } from './header-slots';

/**
 * The strip above every page: renders each component registered with registerBannerSlot().
 * Until its content reports its height it holds the height it had last time (banner-reserve.ts).
 */
export function BannerSlot() {
  const slots = useBannerSlots();
  // Read before the first paint, but after the first render: the pre-rendered home page (hydrated)
  // was made without it, and the first render must match it.
  const [reserved, setReserved] = useState(0);
  useLayoutEffect(() => {
    const height = readReservedHeight();
    if (height) setReserved(height);
  }, []);
  // A first visit while a notice is on for visitors (api/src/static/serve-pwa.ts): the strip is
  // there from the first frame, empty, so styles.css can hold its place before the slots load.
  const [holdsNotice] = useState(() => typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-notice-reserve'));
  const report = useCallback((px: number) => {
    rememberBannerHeight(px);
    setReserved(0);
    // The pre-rendered page's hold on the strip's place (styles.css) ends too: the strip is here.
    document.getElementById('root')?.removeAttribute('data-notice-reserve');
  }, []);

  useEffect(() => {
    if (!reserved) return;
    const timer = setTimeout(() => setReserved(0), RESERVE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [reserved]);

  if (slots.length === 0 && !reserved && !holdsNotice) return null;
  return (
    <BannerReserveContext.Provider value={report}>
      <div data-slot="banner" style={reserved ? { minHeight: reserved } : undefined}>
        {slots.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </div>
    </BannerReserveContext.Provider>
  );
}
