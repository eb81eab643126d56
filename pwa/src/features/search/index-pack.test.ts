import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexEntry } from '@shared/api/search';
import { pack, unpack } from './index-pack';

const entries: IndexEntry[] = [
  {
    type: 'news',
    id: 1,
    title: 'Solar roof',
    titleBn: 'সৌর ছাদ',
    excerpt: 'A roof of panels',
    category: 'Update',
    date: '2026-01-02',
    image: '/uploads/a.webp',
  },
  { type: 'event', id: 2, title: 'River clean-up', status: 'completed', date: '2026-02-03' },
  { type: 'member', id: 3, title: 'Rina', date: '2025-12-01' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the packed search index', () => {
  it('gives back every entry as it was, fields left out staying out, from far fewer bytes than a row per entry', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ ...entries[0], id: i, title: `Story ${i} about the river and the school` }));
    const packed = await pack(many);
    expect(packed.encoding).toBe('gzip');
    expect(packed.count).toBe(500);
    expect(await unpack(packed)).toEqual(many);
    expect((packed.data as ArrayBuffer).byteLength).toBeLessThan(JSON.stringify(many).length / 10);
    expect(await unpack(await pack(entries))).toEqual(entries);
  });

  it('keeps JSON text where the browser has no CompressionStream', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const packed = await pack(entries);
    expect(packed.encoding).toBe('json');
    expect(await unpack(packed)).toEqual(entries);
  });
});
