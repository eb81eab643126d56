import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetFor } from '@shared/images';
import './upload.i18n';

interface UploadPreviewProps {
  url: string;
  alt: string;
  /** Width / height of the box, so the page does not move when the picture arrives. */
  aspect: number;
  /** A cropped image fills the box; an uncropped one is shown whole. */
  fit: 'cover' | 'contain';
  disabled?: boolean;
  onClear: () => void;
}

/** The uploaded image in a fixed box (a placeholder if it fails to load) and the Clear button. */
export function UploadPreview({ url, alt, aspect, fit, disabled, onClear }: UploadPreviewProps) {
  const { t } = useTranslation('upload');
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="grid justify-items-start gap-2">
      <div className="w-full max-w-sm overflow-hidden rounded-box border border-base-300 bg-base-200" style={{ aspectRatio: aspect }}>
        {failed === url ? (
          <p className="flex h-full items-center justify-center p-4 text-center text-sm opacity-80">{t('preview.unavailable')}</p>
        ) : (
          <img
            src={url}
            srcSet={srcSetFor(url)}
            sizes="24rem"
            alt={alt}
            decoding="async"
            onError={() => setFailed(url)}
            className={`h-full w-full ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
          />
        )}
      </div>
      <button type="button" className="btn btn-outline min-h-11" disabled={disabled} onClick={onClear}>
        {t('preview.clear')}
      </button>
    </div>
  );
}
