import { describe, expect, it } from 'vitest';
import { keyStep, swipeStep, wrapIndex } from './viewer-navigation';

describe('wrapIndex', () => {
  it('moves and wraps around both ends', () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(2, 0, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('keyStep', () => {
  it('maps the arrow keys', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('Enter')).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next photo on a swipe left and the previous on a swipe right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('ignores short or mostly vertical moves', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});
