import { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';

/** The crop a newly chosen image starts with (§9): half the image's width at `aspect`, centred. */
export function initialCrop(aspect: number, mediaWidth: number, mediaHeight: number): PercentCrop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 50 }, aspect, mediaWidth, mediaHeight), mediaWidth, mediaHeight);
}
