import { useId, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/schemas/content';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatNumber } from '@/lib/i18n';
import { keyStep, swipeStep } from '../viewer-navigation';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from '@/components/ui/webp-picture';
import { useLocalized, useTextLang } from '@/lib/localized';
import '../gallery.i18n';

interface GalleryViewerProps {
  images: GalleryImage[];
  /** The photo on show, or null when the viewer is closed. */
  index: number | null;
  onMove: (delta: -1 | 1) => void;
  onClose: () => void;
}

const control = 'btn btn-circle border-0 bg-white/15 text-white hover:bg-white/30 focus-visible:outline-white';

function Glyph({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

/** The full-screen photo viewer: arrows and Escape on the keyboard, swipes on touch screens, a counter. */
export function GalleryViewer({ images, index, onMove, onClose }: GalleryViewerProps) {
  const { t } = useTranslation('gallery');
  const start = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const open = index !== null && images.length > 0;
  const image = open ? images[index] : null;
  const ref = useModalDialog(open);
  const text = useLocalized();
  const lang = useTextLang();
  const caption = image ? text(image, 'title') : '';
  const description = image ? text(image, 'description') : null;

  const onKeyDown = (e: KeyboardEvent) => {
    const step = keyStep(e.key);
    if (step !== 0) {
      e.preventDefault();
      onMove(step);
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const touch = e.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!touch || !from) return;
    const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
    if (step !== 0) onMove(step);
  };

  const n = formatNumber((index ?? 0) + 1);
  const total = formatNumber(images.length);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-label={image ? undefined : t('viewer.label')}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      data-testid="gallery-viewer"
    >
      {image && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 p-3">
            <p className="text-sm tabular-nums" aria-hidden="true" data-testid="viewer-counter">
              {t('viewer.counter', { n, total })}
            </p>
            <p className="sr-only" aria-live="polite">
              {t('viewer.counterLabel', { n, total })}
            </p>
            <button type="button" className={control} onClick={onClose} aria-label={t('viewer.close')}>
              <Glyph d="M6 6l12 12M18 6 6 18" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center gap-2 px-2" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <button type="button" className={control} onClick={() => onMove(-1)} aria-label={t('viewer.previous')}>
              <Glyph d="M15 18l-6-6 6-6" />
            </button>
            <WebpPicture src={image.imageUrl} sizes="100vw">
              <img
                key={image.id}
                src={image.imageUrl}
                srcSet={srcSetFor(image.imageUrl)}
                alt={description || caption}
                width={1200}
                height={800}
                sizes="100vw"
                decoding="async"
                className="h-full min-w-0 flex-1 object-contain"
                data-testid="viewer-image"
              />
            </WebpPicture>
            <button type="button" className={control} onClick={() => onMove(1)} aria-label={t('viewer.next')}>
              <Glyph d="M9 18l6-6-6-6" />
            </button>
          </div>
          <div className="p-4 text-center">
            <h2 id={titleId} className="text-lg font-semibold" lang={caption ? lang(image, 'title') : undefined}>
              {caption || t('untitled', { n })}
            </h2>
            {description && (
              <p className="mx-auto mt-1 max-w-2xl text-sm text-white/85" lang={lang(image, 'description')}>
                {description}
              </p>
            )}
            <p className="sr-only">{t('viewer.hint')}</p>
          </div>
        </div>
      )}
    </dialog>
  );
}
