import type { ReactNode } from 'react';
import { webpSrcSetFor } from '@shared/images';

/**
 * Wraps an upload's <img> in a <picture> offering its WebP widths first (browsers without WebP
 * take the img's JPEG/PNG srcset). `display: contents`, so the img lays out as before.
 */
export function WebpPicture({ src, sizes, children }: { src: string | null | undefined; sizes: string; children: ReactNode }) {
  const webp = webpSrcSetFor(src);
  if (!webp) return <>{children}</>;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {children}
    </picture>
  );
}
