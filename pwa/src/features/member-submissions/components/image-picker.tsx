import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { FilePicker } from '@/components/upload/file-picker';
import { ImageCropper } from '@/components/upload/image-cropper';
import { DEFAULT_MAX_SIZE_MB } from '@/components/upload/image-upload';
import '@/components/upload/upload.i18n';
import { CROPPING, type PickedImage } from '../picked-image';
import { PickedPreview } from './picked-preview';

interface ImagePickerProps {
  id: string;
  label: string;
  /** Crop width / height: 16 / 9 for an article cover. */
  aspect: number;
  value: PickedImage;
  onChange: (value: PickedImage) => void;
  maxSizeMb?: number;
  /** A picture handed in from outside (shared into the app): taken to crop as if chosen here. */
  offered?: File | null;
}

/**
 * Picks a picture and crops it on the device, with no connection needed: the upload control's
 * picker and crop tool, but the cropped picture is handed to the form (a Blob) instead of being
 * uploaded; the outbox uploads it when the write is sent. Too large a file is refused as the
 * upload control does.
 */
export function ImagePicker({ id, label, aspect, value, onChange, maxSizeMb = DEFAULT_MAX_SIZE_MB, offered }: ImagePickerProps) {
  const { t } = useTranslation('submissions');
  const [source, setSource] = useState<File | null>(null);
  const labelId = `${id}-label`;

  // The form was reset while cropping: nothing is being cropped any more.
  useEffect(() => {
    if (value !== CROPPING && source) setSource(null);
    if (value === CROPPING && !source) onChange(null);
  }, [value, source, onChange]);

  const fits = (file: Blob) => {
    if (file.size <= maxSizeMb * 1024 * 1024) return true;
    toast({ title: t('upload:tooLarge.title'), description: t('upload:tooLarge.text', { n: maxSizeMb }), variant: 'destructive' });
    return false;
  };
  const select = (file: File | undefined) => {
    if (!file || !fits(file)) return;
    if (!file.type.startsWith('image/')) return onChange(file); // not something the crop tool can draw: sent as chosen
    setSource(file);
    onChange(CROPPING);
  };
  // Handed in (shared into the app): as if chosen here, once per picture.
  const taken = useRef<File | null>(null);
  useEffect(() => {
    if (!offered || taken.current === offered) return;
    taken.current = offered;
    select(offered);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture handed in
  }, [offered]);

  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {value === CROPPING && source ? (
        <ImageCropper
          file={source}
          aspect={aspect}
          confirmLabel={t('image.useCrop')}
          onCropped={(cropped) => {
            setSource(null);
            onChange(fits(cropped) ? cropped : null);
          }}
          onCancel={() => {
            setSource(null);
            onChange(null);
          }}
        />
      ) : value instanceof Blob ? (
        <PickedPreview image={value} label={label} aspect={aspect} onRemove={() => onChange(null)} />
      ) : (
        <FilePicker id={id} labelId={labelId} online onSelect={select} />
      )}
      <p className="text-xs opacity-70">{t('image.keptNote')}</p>
    </div>
  );
}
