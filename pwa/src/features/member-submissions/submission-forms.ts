/**
 * The quick action forms' rules: the shared input schemas (the server checks the same), picked
 * to the fields a member fills in, plus the picture kept on the device until the write is sent.
 */
import { galleryInput, newsInput, projectInput } from '@shared/schemas/content';
import { pickedImage } from './picked-image';

interface ImageMessages {
  finishCrop: string;
  required: string;
}

export const projectForm = (m: ImageMessages) =>
  projectInput.pick({ title: true, description: true }).extend({ image: pickedImage({ finishCrop: m.finishCrop }) });

export const articleForm = (m: ImageMessages) =>
  newsInput.pick({ title: true, excerpt: true, content: true }).extend({ image: pickedImage({ finishCrop: m.finishCrop }) });

/** Upload Image: the picture is what is sent, so it is required (galleryInput says the same of imageUrl). */
export const imageForm = (m: ImageMessages) =>
  galleryInput.pick({ title: true, titleBn: true, description: true, descriptionBn: true }).extend({ image: pickedImage(m) });
