import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import { uploadImage } from './upload-request';
import './upload.i18n';

/** idle -> cropping (image files, when cropping is on) -> uploading -> done (the caller's value) (§4). */
export type UploadPhase = { kind: 'idle' } | { kind: 'cropping'; file: File } | { kind: 'uploading'; percent: number };

const IDLE: UploadPhase = { kind: 'idle' };

interface Options {
  onChange: (url: string | null) => void;
  crop: boolean;
  maxSizeMb: number;
}

/** The image upload control's states and actions, with its toasts (§5, §8). */
export function useImageUpload({ onChange, crop, maxSizeMb }: Options) {
  const { t } = useTranslation('upload');
  const [phase, setPhase] = useState<UploadPhase>(IDLE);
  const onChangeRef = useRef(onChange);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // Leaving the page mid-upload stops the request; nothing is reported afterwards.
  useEffect(() => () => abortRef.current?.abort(), []);

  const fits = useCallback(
    (file: Blob) => {
      if (file.size <= maxSizeMb * 1024 * 1024) return true;
      toast({ title: t('tooLarge.title'), description: t('tooLarge.text', { n: maxSizeMb }), variant: 'destructive' });
      return false;
    },
    [maxSizeMb, t],
  );

  const upload = useCallback(
    async (file: File) => {
      if (!fits(file)) return setPhase(IDLE);
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase({ kind: 'uploading', percent: 0 });
      try {
        const { url } = await uploadImage(file, file.name, {
          signal: controller.signal,
          onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
        });
        setPhase(IDLE);
        onChangeRef.current(url);
        toast({ title: t('success.title'), description: t('success.text') });
      } catch (err) {
        if (controller.signal.aborted) return;
        setPhase(IDLE);
        const tooLarge = err instanceof ApiError && err.status === 413;
        toast({ title: t('failure.title'), description: tooLarge ? serverMessage(err, t('failure.text')) : t('failure.text'), variant: 'destructive' });
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [fits, t],
  );

  /** A file from the picker: too large is refused; an image is cropped first when cropping is on. */
  const select = useCallback(
    (file: File | undefined) => {
      if (!file || !fits(file)) return;
      if (crop && file.type.startsWith('image/')) setPhase({ kind: 'cropping', file });
      else void upload(file);
    },
    [crop, fits, upload],
  );

  const cancel = useCallback(() => setPhase(IDLE), []);
  const clear = useCallback(() => {
    setPhase(IDLE);
    onChangeRef.current(null);
  }, []);

  return { phase, select, upload, cancel, clear };
}
