import { useState } from 'react';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from './webp-picture';
import { replayImageError } from '@/components/ui/replay-image-error';

interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space before the picture arrives (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** The one picture at the top of a page may load at once; everything else waits until near. */
  eager?: boolean;
  /** How wide it shows, for choosing among the responsive widths. */
  sizes?: string;
}

/** A picture at its intrinsic size with responsive widths (WebP first); it disappears when it is missing or fails to load (§8). */
export function ResponsiveImage({ src, alt, width, height, className, eager, sizes = '(min-width: 1024px) 768px, 100vw' }: ResponsiveImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <WebpPicture src={src} sizes={sizes}>
      <img
        src={src}
        srcSet={srcSetFor(src)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
        ref={replayImageError}
        className={`h-auto w-full object-cover ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    </WebpPicture>
  );
}
