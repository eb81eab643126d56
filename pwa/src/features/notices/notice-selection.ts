/**
 * Which notices the banner shows and how dismissing moves it (public-site.md §4 Notice banner).
 * Pure functions; notices.store.ts keeps the state.
 */
import type { Notice } from '@shared/schemas/notices';

/** localStorage key of the dismissed notice ids (a JSON list). */
export const DISMISSED_KEY = 'dismissedNotices';

const time = (iso: string) => new Date(iso).getTime();

/** Notices whose window contains `now` (both ends inclusive) and that were not dismissed. */
export function visibleNotices(notices: Notice[], dismissed: readonly number[], now: number): Notice[] {
  const gone = new Set(dismissed);
  return notices.filter((n) => !gone.has(n.id) && time(n.startDate) <= now && now <= time(n.endDate));
}

/** The dismissed ids kept in storage; anything unreadable counts as none. */
export function parseDismissed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number' && Number.isFinite(id)) : [];
  } catch {
    return [];
  }
}

/** The list after dismissing `id` (kept once). */
export function addDismissed(dismissed: readonly number[], id: number): number[] {
  return dismissed.includes(id) ? [...dismissed] : [...dismissed, id];
}

/** Previous (-1) or next (+1) with wraparound. */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** The index after the notice at `index` of `total` was dismissed: back one if it was the last. */
export function indexAfterDismiss(index: number, total: number): number {
  return index >= total - 1 ? Math.max(0, index - 1) : index;
}

/** An index that stays inside a list that may have shrunk. */
export function clampIndex(index: number, total: number): number {
  return total <= 0 ? 0 : Math.min(Math.max(0, index), total - 1);
}
