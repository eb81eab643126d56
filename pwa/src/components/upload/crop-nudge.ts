import { clamp, containCrop, convertToPixelCrop, nudgeCrop, type Crop, type Ords, type PixelCrop } from 'react-image-crop';

/**
 * Keyboard nudges in the crop tool (signed-in-areas.md §2, §9): 1 step, 10 with Shift, 100 with
 * Ctrl or Cmd. ReactCrop has the same three steps but takes the large one from Cmd on a Mac and
 * from Ctrl elsewhere only (by navigator.platform), so Ctrl on a Mac or Cmd/Win elsewhere moved
 * 1 step; image-cropper.tsx handles the arrow keys itself with these functions instead.
 */
export type NudgeModifiers = Pick<KeyboardEvent, 'shiftKey' | 'ctrlKey' | 'metaKey'>;

export function nudgeStep(event: NudgeModifiers): 1 | 10 | 100 {
  if (event.ctrlKey || event.metaKey) return 100;
  if (event.shiftKey) return 10;
  return 1;
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

export function isArrowKey(key: string): boolean {
  return ARROWS.has(key);
}

export interface Box {
  width: number;
  height: number;
}

/**
 * The crop after one arrow key, in pixels of the shown image: the whole selection moves when
 * `ord` is undefined (kept inside the image); a drag handle (`ord` 'nw', 'e', ...) resizes it,
 * held to `aspect` (0: free) and the image, as ReactCrop does for its own key presses.
 */
export function nudgedCrop(crop: Crop, key: string, step: number, ord: Ords | undefined, box: Box, aspect = 0): PixelCrop {
  const px = convertToPixelCrop(crop, box.width, box.height);
  if (ord) return containCrop(nudgeCrop(px, key, step, ord), aspect, ord, box.width, box.height);
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return {
    ...px,
    x: clamp(px.x + dx, 0, box.width - px.width),
    y: clamp(px.y + dy, 0, box.height - px.height),
  };
}
