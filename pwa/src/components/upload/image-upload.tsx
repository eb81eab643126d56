import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/limits';
import { useOnline } from '@/lib/use-online';
import { FilePicker } from './file-picker';
import { ImageCropper } from './image-cropper';
import { UploadPreview } from './upload-preview';
import { UploadProgress } from './upload-progress';
import { useImageUpload } from './use-image-upload';
import './upload.i18n';

/** The server's limit (shared/limits.ts): 5 MB, when the caller passes no maxSizeMb. */
export const DEFAULT_MAX_SIZE_MB = Math.round(LIMITS.uploadMaxBytes / 1024 / 1024);

export interface ImageUploadProps {
  /** The current image URL (done state, with a preview and Clear); null or '' when there is none. */
  value: string | null | undefined;
  /** Called with the uploaded image's URL, and with null by Clear. */
  onChange: (url: string | null) => void;
  /** The visible label, e.g. 'Profile picture' or 'Cover image'. */
  label: string;
  /** Crop width / height: 1 (default) square, 16 / 9 an article cover. Also the preview's box. */
  aspect?: number;
  /** Crop image files before uploading them (default false: upload as chosen). */
  crop?: boolean;
  /** Larger files are refused before anything is sent: the site settings' maxFileSize, default 5. */
  maxSizeMb?: number;
  disabled?: boolean;
  /** The file input's id (default: a generated one). */
  id?: string;
  className?: string;
}

/**
 * The reusable image upload control (signed-in-areas.md §2, §4): idle (select a file), cropping
 * (when `crop` is on), uploading (a progress bar), done (a preview of `value` and Clear).
 *
 *   <ImageUpload label={t('profile.picture')} value={url} onChange={setUrl} crop aspect={1} maxSizeMb={settings.maxFileSize} />
 */
export function ImageUpload({ value, onChange, label, aspect = 1, crop = false, maxSizeMb = DEFAULT_MAX_SIZE_MB, disabled, id, className }: ImageUploadProps) {
  const { t } = useTranslation('upload');
  const online = useOnline();
  const autoId = useId();
  const inputId = id ?? `image-upload-${autoId}`;
  const labelId = `${inputId}-label`;
  const { phase, select, upload, cancel, clear } = useImageUpload({ onChange, crop, maxSizeMb });

  return (
    <div className={`grid gap-2 ${className ?? ''}`}>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {phase.kind === 'cropping' ? (
        <>
          <ImageCropper file={phase.file} aspect={aspect} uploadBlocked={disabled || !online} onCropped={(file) => void upload(file)} onCancel={cancel} />
          {!online && <p className="text-sm">{t('needsConnection')}</p>}
        </>
      ) : phase.kind === 'uploading' ? (
        <UploadProgress percent={phase.percent} />
      ) : value ? (
        <UploadPreview url={value} alt={t('preview.alt', { label })} aspect={aspect} fit={crop ? 'cover' : 'contain'} disabled={disabled} onClear={clear} />
      ) : (
        <FilePicker id={inputId} labelId={labelId} online={online} disabled={disabled} onSelect={select} />
      )}
    </div>
  );
}
