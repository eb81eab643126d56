/**
 * Holding the banner strip's place while its content loads, so the page below does not jump
 * (cumulative layout shift). The notice banner's slot loads beside the first paint and reads
 * its notices from IndexedDB, so it would appear a moment after the page and push it down.
 * Instead the strip keeps, from the first paint, the height its content had at the end of the
 * last visit on this device (localStorage), until that content reports its height again. A
 * device that showed nothing last time reserves nothing; a reservation nobody reports on ends
 * after RESERVE_TIMEOUT_MS.
 */
import { createContext, useContext } from 'react';

const KEY = 'bannerStripHeight';
/** Beyond this no banner would fit a phone's first screen anyway. */
const MAX_RESERVE_PX = 400;
export const RESERVE_TIMEOUT_MS = 5000;

/** The height to hold at the first paint: what the strip's content last reported (0 when none). */
export function readReservedHeight(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), MAX_RESERVE_PX) : 0;
  } catch {
    return 0; // storage blocked
  }
}

export function rememberBannerHeight(px: number): void {
  try {
    if (px > 0) localStorage.setItem(KEY, String(Math.round(px)));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: the next visit reserves nothing
  }
}

/** Called by the strip's late content with its settled height (0 when it shows nothing). */
export type ReportBannerHeight = (px: number) => void;

export const BannerReserveContext = createContext<ReportBannerHeight>(rememberBannerHeight);

/** For a banner slot: report the height it settled at, which also ends the reservation. */
export function useReportBannerHeight(): ReportBannerHeight {
  return useContext(BannerReserveContext);
}
