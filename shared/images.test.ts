import { describe, expect, it } from 'vitest';
import { fallbacksOfVariant, originalOfVariant, srcSetFor, variantUrl, webpSrcSetFor } from './images';

describe('responsive images', () => {
  it('names the widths of an upload and leaves other URLs alone', () => {
    expect(variantUrl('/uploads/abc.jpg', 400)).toBe('/uploads/abc-w400.jpg');
    expect(srcSetFor('/uploads/demo-tree-1a2b.jpg')).toBe(
      '/uploads/demo-tree-1a2b-w400.jpg 400w, /uploads/demo-tree-1a2b-w800.jpg 800w, /uploads/demo-tree-1a2b-w1600.jpg 1600w',
    );
    expect(srcSetFor('https://example.org/a.jpg')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
    expect(originalOfVariant('abc-w800.png')).toBe('abc.png');
    expect(originalOfVariant('abc.png')).toBeNull();
  });

  it('names the WebP twins, and a missing twin falls back to the JPEG or PNG original', () => {
    expect(webpSrcSetFor('/uploads/demo-tree-1a2b.jpg')).toBe(
      '/uploads/demo-tree-1a2b-w400.webp 400w, /uploads/demo-tree-1a2b-w800.webp 800w, /uploads/demo-tree-1a2b-w1600.webp 1600w',
    );
    expect(webpSrcSetFor('https://example.org/a.jpg')).toBeUndefined();
    expect(fallbacksOfVariant('abc-w800.webp')).toEqual(['abc.webp', 'abc.jpg', 'abc.jpeg', 'abc.png']);
    expect(fallbacksOfVariant('abc-w800.png')).toEqual(['abc.png']);
    expect(fallbacksOfVariant('abc.png')).toEqual([]);
  });
});
