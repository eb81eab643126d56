/**
 * A picture of a server-rendered page that failed to load before the app took the page over: its
 * `onError` was not there yet, so the fallback (the placeholder avatar, the hidden picture) never
 * came. As a ref, this tells the element's own handler once the app has it.
 */
export function replayImageError(img: HTMLImageElement | null): void {
  if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.dispatchEvent(new Event('error'));
}
