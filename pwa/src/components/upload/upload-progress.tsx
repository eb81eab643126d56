import { useTranslation } from 'react-i18next';
import { localDigits } from '@/lib/i18n';
import './upload.i18n';

/** How much of the file has been sent, as a bar and a percentage. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('upload');
  const text = t('progress.percent', { percent });
  return (
    <div className="grid w-full max-w-sm gap-1">
      <progress
        className="progress progress-primary h-3 w-full"
        max={100}
        value={percent}
        aria-label={t('progress.label')}
        aria-valuetext={localDigits(`${percent}%`)}
      />
      <p className="text-sm">{text}</p>
    </div>
  );
}
