/**
 * The page's one picture asked for at once (`fetchpriority="high"`: the gallery's first photo, an
 * article's or an event's picture) is asked for from the head, before the Bengali font: on a
 * phone's slow line the two shared the first second, and the picture is the largest paint.
 * The preload names the same candidates the page's <picture> offers (its WebP source when it has
 * one, else the img's srcset) with the same sizes, so the browser fetches it once.
 */
const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** `<link rel="preload" as="image">` for the rendered body's first high-priority img, or '' when it has none. */
export function firstPicturePreload(body: string): string {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(body);
  if (!img) return '';
  const before = body.slice(0, img.index);
  const picture = before.lastIndexOf('<picture');
  // A WebP <source> of the same <picture> (none when the img stands alone, or its picture closed before it).
  const inPicture = picture >= 0 && !before.slice(picture).includes('</picture>') ? before.slice(picture) : '';
  const source = /<source\b[^>]*\stype="image\/webp"[^>]*>/i.exec(inPicture)?.[0];
  const from = source ?? img[0];
  const srcset = attr(from, 'srcset');
  const sizes = attr(from, 'sizes') ?? attr(img[0], 'sizes');
  const src = attr(img[0], 'src');
  if (!srcset && !src) return '';
  const parts = ['<link rel="preload" as="image"', source ? ' type="image/webp"' : '', srcset ? ` imagesrcset="${srcset}"` : ` href="${src}"`];
  if (srcset && sizes) parts.push(` imagesizes="${sizes}"`);
  parts.push(' fetchpriority="high" />\n  ');
  return parts.join('');
}
