import type { PercentCrop } from 'react-image-crop';
import { i18n } from '@/lib/i18n';
import './upload.i18n';

/** JPEG quality of a cropped image (§9). */
export const JPEG_QUALITY = 0.9;

/** A png stays a png (keeps transparency); anything else becomes a jpeg. */
export function outputType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * Draws the cropped part of a loaded image onto a canvas at the image's own resolution and
 * exports it: a png if the source was one, else a jpeg at 0.9. Throws (with a message) when the
 * browser cannot draw or encode it.
 */
export async function cropImage(image: HTMLImageElement, crop: PercentCrop, source: Pick<File, 'name' | 'type'>): Promise<File> {
  const sx = (crop.x / 100) * image.naturalWidth;
  const sy = (crop.y / 100) * image.naturalHeight;
  const sw = (crop.width / 100) * image.naturalWidth;
  const sh = (crop.height / 100) * image.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sw));
  canvas.height = Math.max(1, Math.round(sh));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(i18n.t('upload:crop.noCanvas'));

  const type = outputType(source.type);
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff'; // a jpeg has no transparency: transparent parts become white, not black
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
  if (!blob) throw new Error(i18n.t('upload:crop.notEncoded'));
  return new File([blob], renamed(source.name, type), { type });
}
