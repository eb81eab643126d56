import type { Write } from '@/lib/outbox';

/**
 * The outbox's image of a write: the cropped picture's bytes, kept on the device with it, uploaded
 * first when the write is sent and its URL put in the body's `imageUrl`. Nothing without a picture.
 */
export function attachImage(image: Blob | null, baseName: string): Pick<Write, 'image'> {
  if (!image) return {};
  const ext = image.type === 'image/png' ? 'png' : image.type === 'image/webp' ? 'webp' : 'jpg';
  return { image: { file: image, field: 'imageUrl', name: `${baseName}.${ext}` } };
}
