/**
 * Responsive images: every upload is also stored at these widths, as `<name>-w<width>.<ext>` beside
 * the original, so a phone downloads a 400 px picture instead of a 2000 px one.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

const UPLOAD = /^(\/uploads\/[\w.-]+?)(\.(?:jpg|jpeg|png|webp))$/i;

/** The URL of an upload at one of IMAGE_WIDTHS; other URLs are returned as they are. */
export function variantUrl(url: string, width: number): string {
  const m = UPLOAD.exec(url);
  return m ? `${m[1]}-w${width}${m[2]}` : url;
}

/** A srcset for an uploaded image (undefined for any other URL: the browser then uses src). */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url || !UPLOAD.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(', ');
}

/** A srcset of the WebP twins of an upload's widths (about a third smaller than JPEG at the same look). */
export function webpSrcSetFor(url: string | null | undefined): string | undefined {
  const m = url ? UPLOAD.exec(url) : null;
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${m[1]}-w${w}.webp ${w}w`).join(', ');
}

/** `name-w800.jpg` -> `name.jpg`: the original a missing variant falls back to. */
export function originalOfVariant(filename: string): string | null {
  const m = /^(.+)-w\d+(\.[a-z]+)$/i.exec(filename);
  return m ? m[1] + m[2] : null;
}

/**
 * The files a missing variant may fall back to, best first: the original in the same format, and
 * for a WebP twin (an upload from before they were made) the JPEG or PNG original.
 */
export function fallbacksOfVariant(filename: string): string[] {
  const original = originalOfVariant(filename);
  if (!original) return [];
  if (!/\.webp$/i.test(original)) return [original];
  const base = original.slice(0, -'.webp'.length);
  return [original, `${base}.jpg`, `${base}.jpeg`, `${base}.png`];
}
