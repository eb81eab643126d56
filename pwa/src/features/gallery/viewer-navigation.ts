/** Moving through the full-screen viewer: wraparound, keys and swipes. Pure functions. */

/** A horizontal swipe must travel at least this far, and further across than up or down. */
export const SWIPE_MIN_PX = 50;

/** `index + delta`, wrapping around both ends of `total` photos. */
export function wrapIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** What a key does in the viewer: previous (-1), next (+1), or nothing. */
export function keyStep(key: string): -1 | 1 | 0 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}

/** A swipe left shows the next photo (+1), a swipe right the previous (-1); anything else 0. */
export function swipeStep(dx: number, dy: number): -1 | 1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
