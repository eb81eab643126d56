import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { uploadsApi } from './uploads';

/** The upload's answer, read without zod (the service worker reads it), holds what zod's `{ url: string.min(1) }` held. */
describe('the upload answer', () => {
  const zodOf = z.object({ url: z.string().min(1) });
  const cases: unknown[] = [{ url: '/uploads/a.webp' }, { url: '/uploads/a.webp', extra: 1 }, { url: '' }, { url: 3 }, {}, null, [], 'x'];

  it.each(cases.map((c) => [JSON.stringify(c), c]))('%s: as zod decides', (_name, value) => {
    const expected = zodOf.safeParse(value);
    if (expected.success) expect(uploadsApi.image.output.parse(value)).toEqual(expected.data);
    else expect(() => uploadsApi.image.output.parse(value)).toThrow(/upload/);
  });
});
