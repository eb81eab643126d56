import { describe, expect, it } from 'vitest';
import { isArrowKey, nudgeStep, nudgedCrop } from './crop-nudge';
import { initialCrop } from './initial-crop';

const plain = { shiftKey: false, ctrlKey: false, metaKey: false };

describe('nudgeStep', () => {
  it('is 1, 10 with Shift, 100 with Ctrl or Cmd (on any platform)', () => {
    expect(nudgeStep(plain)).toBe(1);
    expect(nudgeStep({ ...plain, shiftKey: true })).toBe(10);
    expect(nudgeStep({ ...plain, ctrlKey: true })).toBe(100);
    expect(nudgeStep({ ...plain, metaKey: true })).toBe(100);
    expect(nudgeStep({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe(100);
  });

  it('knows the arrow keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].every(isArrowKey)).toBe(true);
    expect(isArrowKey('Enter')).toBe(false);
  });
});

describe('initialCrop', () => {
  it('is half the width at the aspect, centred', () => {
    expect(initialCrop(1, 800, 600)).toEqual({ unit: '%', x: 25, y: expect.closeTo(16.667, 2), width: 50, height: expect.closeTo(66.667, 2) });
    const cover = initialCrop(16 / 9, 1600, 900);
    expect([cover.x, cover.y, cover.width, cover.height]).toEqual([25, 25, 50, 50]);
  });
});

describe('nudgedCrop', () => {
  const box = { width: 400, height: 300 };
  const crop = { unit: 'px' as const, x: 100, y: 50, width: 200, height: 200 };

  it('moves the whole selection by the step, kept inside the image', () => {
    expect(nudgedCrop(crop, 'ArrowRight', 10, undefined, box)).toMatchObject({ x: 110, y: 50, width: 200, height: 200 });
    expect(nudgedCrop(crop, 'ArrowUp', 1, undefined, box)).toMatchObject({ x: 100, y: 49 });
    expect(nudgedCrop(crop, 'ArrowLeft', 100, undefined, box)).toMatchObject({ x: 0 });
    expect(nudgedCrop(crop, 'ArrowDown', 100, undefined, box)).toMatchObject({ y: 100 });
  });

  it('resizes from a handle at the aspect', () => {
    expect(nudgedCrop(crop, 'ArrowRight', 10, 'se', box, 1)).toMatchObject({ x: 100, y: 50, width: 210, height: 210 });
    expect(nudgedCrop(crop, 'ArrowLeft', 10, 'e', box)).toMatchObject({ x: 100, width: 190, height: 200 });
  });

  it('takes a percent crop', () => {
    expect(nudgedCrop({ unit: '%', x: 25, y: 25, width: 50, height: 50 }, 'ArrowRight', 1, undefined, box)).toMatchObject({ unit: 'px', x: 101, y: 75 });
  });
});
