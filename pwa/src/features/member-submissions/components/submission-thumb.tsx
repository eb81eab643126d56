import { useMemo } from 'react';
import { srcSetFor } from '@shared/images';
import { ImageWithFallback } from '@/components/admin/image-with-fallback';
import { useObjectUrl } from '@/components/upload/use-object-url';

const BOX = 'h-12 w-16 shrink-0 rounded object-cover bg-base-200';

/** A submission's picture, small: from the server (its URL) or still on the device (its bytes). */
export function SubmissionThumb({ url, bytes, alt }: { url?: string | null; bytes?: { data: ArrayBuffer; type: string; id: string }; alt: string }) {
  if (bytes) return <LocalThumb {...bytes} alt={alt} />;
  if (!url) return null;
  return (
    <ImageWithFallback
      src={url}
      srcSet={srcSetFor(url)}
      sizes="4rem"
      alt={alt}
      loading="lazy"
      decoding="async"
      width={64}
      height={48}
      className={BOX}
      data-testid="submission-thumb"
    />
  );
}

function LocalThumb({ data, type, id, alt }: { data: ArrayBuffer; type: string; id: string; alt: string }) {
  // One Blob per write (not per render): its object URL lives while the row shows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const blob = useMemo(() => new Blob([data], { type }), [id]);
  const src = useObjectUrl(blob);
  return src ? <img src={src} alt={alt} width={64} height={48} className={BOX} data-testid="submission-thumb" /> : <span className={BOX} />;
}
