import { z } from '@shared/zod';

/** The form holds this while the chosen picture is in the crop tool (not yet a picture to send). */
export const CROPPING = 'cropping';

/** A picture chosen on the device and cropped (sent later, with the write), none, or one being cropped. */
export type PickedImage = Blob | null | typeof CROPPING;

const isPicked = (v: unknown): v is PickedImage => v === null || v === undefined || v === CROPPING || v instanceof Blob;

/**
 * The form field of a picture picked on the device: never left in the crop tool (its crop would
 * be lost silently), and present when `required` is given (its message).
 */
export function pickedImage(messages: { finishCrop: string; required?: string }) {
  return z.custom<PickedImage>(isPicked).superRefine((value, ctx) => {
    if (value === CROPPING) ctx.addIssue({ code: 'custom', message: messages.finishCrop });
    else if (messages.required && !(value instanceof Blob)) ctx.addIssue({ code: 'custom', message: messages.required });
  });
}

/** The picture to send with the write, if any (the schema has already refused CROPPING). */
export const imageToSend = (value: PickedImage | undefined): Blob | null => (value instanceof Blob ? value : null);
