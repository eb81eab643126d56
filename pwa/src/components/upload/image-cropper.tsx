import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { convertToPercentCrop, type Ords, type PercentCrop } from 'react-image-crop';
// The crop tool's styles load with this module, i.e. with the dashboards that use it, never with the public pages.
import 'react-image-crop/dist/ReactCrop.css';
import { toast } from '@/components/ui/toast-store';
import { cropImage } from './crop-image';
import { isArrowKey, nudgeStep, nudgedCrop } from './crop-nudge';
import { initialCrop } from './initial-crop';
import { useObjectUrl } from './use-object-url';
import './upload.i18n';

interface ImageCropperProps {
  file: File;
  /** Width / height of the crop: 1 square, 16 / 9 an article cover. */
  aspect: number;
  /** Upload stays disabled (e.g. offline) even with a crop. */
  uploadBlocked?: boolean;
  /** The confirm button's text (default 'Upload'); e.g. a form that keeps the crop on the device to send later. */
  confirmLabel?: string;
  onCropped: (file: File) => void;
  onCancel: () => void;
}

const HANDLE = 'ReactCrop__drag-handle';
const SELECTION = 'ReactCrop__crop-selection';

/**
 * The cropping state (§4): the image with a centred crop of half its width; Upload once a
 * completed crop exists, Cancel back to idle. Arrow keys move the selection or a focused handle
 * by nudgeStep(): 1, 10 with Shift, 100 with Ctrl or Cmd on every platform.
 */
export function ImageCropper({ file, aspect, uploadBlocked, confirmLabel, onCropped, onCancel }: ImageCropperProps) {
  const { t } = useTranslation('upload');
  const src = useObjectUrl(file);
  const imgRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [completed, setCompleted] = useState<PercentCrop | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = `${useId()}-crop-hint`;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
    if (w && h) setCrop(initialCrop(aspect, w, h)); // ReactCrop reports it as completed (onComplete)
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const isHandle = target.classList.contains(HANDLE);
    if (!crop || !isArrowKey(e.key) || (!isHandle && !target.classList.contains(SELECTION))) return;
    const box = imgRef.current?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    e.preventDefault();
    e.stopPropagation(); // ReactCrop's own handler would move it again, by its own step
    const ord = isHandle ? (target.dataset.ord as Ords) : undefined;
    const next = convertToPercentCrop(nudgedCrop(crop, e.key, nudgeStep(e), ord, box, aspect), box.width, box.height);
    setCrop(next);
    setCompleted(next);
  };

  const confirm = async () => {
    if (!completed || !imgRef.current) return;
    setBusy(true);
    try {
      const cropped = await cropImage(imgRef.current, completed, file);
      if (mounted.current) onCropped(cropped); // not after Cancel
    } catch (err) {
      if (!mounted.current) return;
      setBusy(false);
      toast({ title: t('crop.failedTitle'), description: (err as Error)?.message || t('crop.failedText'), variant: 'destructive' });
    }
  };

  const hasCrop = !!completed && completed.width > 0 && completed.height > 0;
  return (
    <div className="grid justify-items-start gap-3">
      <p id={hintId} className="text-sm opacity-80">
        {t('crop.hint')}
      </p>
      <div className="max-w-full" onKeyDownCapture={onKeyDownCapture}>
        <ReactCrop
          crop={crop}
          aspect={aspect}
          keepSelection
          ruleOfThirds
          ariaLabels={{
            cropArea: t('crop.aria.cropArea'),
            nwDragHandle: t('crop.aria.nwDragHandle'),
            nDragHandle: t('crop.aria.nDragHandle'),
            neDragHandle: t('crop.aria.neDragHandle'),
            eDragHandle: t('crop.aria.eDragHandle'),
            seDragHandle: t('crop.aria.seDragHandle'),
            sDragHandle: t('crop.aria.sDragHandle'),
            swDragHandle: t('crop.aria.swDragHandle'),
            wDragHandle: t('crop.aria.wDragHandle'),
          }}
          style={{ maxHeight: '60vh' }}
          onChange={(_, percent) => setCrop(percent)}
          onComplete={(_, percent) => setCompleted(percent)}
        >
          {src && <img ref={imgRef} src={src} alt={t('crop.imageAlt')} aria-describedby={hintId} onLoad={onLoad} />}
        </ReactCrop>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary min-h-11" disabled={!hasCrop || busy || uploadBlocked} onClick={() => void confirm()}>
          {confirmLabel ?? t('crop.upload')}
        </button>
        <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
          {t('crop.cancel')}
        </button>
      </div>
    </div>
  );
}
