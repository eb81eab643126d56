import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { chooseLanguage } from './preferences';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('language', () => {
  it('switches now and is remembered for the next start', async () => {
    await chooseLanguage('bn', null);
    expect(i18n.language).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await chooseLanguage('en', null);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
