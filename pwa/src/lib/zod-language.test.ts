import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@shared/zod';
import { i18n, setLanguage } from './i18n';

/** A schema whose rule gives no message of its own: zod's, in the reader's language. */
const name = z.string().max(3);
const message = () => name.safeParse('abcdef').error?.issues[0]?.message ?? '';

afterEach(() => setLanguage('en'));

describe("zod's own messages follow the app's language (issue 29 §9)", () => {
  it('are Bangla while the app is in Bangla, and English again after', async () => {
    await setLanguage('en');
    expect(message()).toMatch(/Too big/);
    await setLanguage('bn');
    expect(i18n.language).toBe('bn');
    // Loaded after the first seconds (at once here: the page is not the server's).
    await vi.waitFor(() => expect(message()).toContain('অক্ষর'));
    expect(message()).not.toMatch(/Too big/);
    await setLanguage('en');
    expect(message()).toMatch(/Too big/);
  });
});
