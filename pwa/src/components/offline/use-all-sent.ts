import { useEffect, useRef, useState } from 'react';

/** How long 'All sent' stays in the header after the last waiting write went out. */
export const ALL_SENT_MS = 4000;

/**
 * True for a few seconds after the waiting writes were all delivered: the count fell to 0 and
 * none of them was refused meanwhile (a refusal is not 'sent'; it shows in the Sync panel).
 */
export function useAllSent(pendingCount: number, failedCount: number): boolean {
  const [shown, setShown] = useState(false);
  const before = useRef({ pendingCount, failedCount });

  useEffect(() => {
    const prev = before.current;
    before.current = { pendingCount, failedCount };
    if (pendingCount > 0 || failedCount > prev.failedCount) {
      setShown(false);
      return;
    }
    if (prev.pendingCount > 0) setShown(true);
  }, [pendingCount, failedCount]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), ALL_SENT_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}
