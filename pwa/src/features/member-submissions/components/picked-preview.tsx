import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/components/upload/use-object-url';

/** The cropped picture as it will be sent, in a box of the crop's shape, with a button to take it away. */
export function PickedPreview({ image, label, aspect, onRemove }: { image: Blob; label: string; aspect: number; onRemove: () => void }) {
  const { t } = useTranslation('submissions');
  const src = useObjectUrl(image);
  return (
    <div className="grid justify-items-start gap-2">
      <div className="w-full max-w-sm overflow-hidden rounded-box border border-base-300 bg-base-200" style={{ aspectRatio: aspect }}>
        {src && <img src={src} alt={t('image.preview', { label })} className="h-full w-full object-cover" />}
      </div>
      <button type="button" className="btn btn-outline min-h-11" onClick={onRemove}>
        {t('image.remove')}
      </button>
    </div>
  );
}
