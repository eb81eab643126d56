import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatTimeText, i18n, LANGUAGE_STORAGE_KEY, loadLanguage, setLanguage, startLanguage } from './i18n';
import { namespaceOf } from './i18n-bn';

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

describe('i18n', () => {
  it('loads every English namespace file by its name', () => {
    expect(i18n.t('notFound.title')).toBe('404 Page Not Found');
    expect(i18n.t('auth:login.failed')).toBe('Login failed');
  });

  it('formats dates and numbers in the current language', () => {
    expect(formatDate(new Date(2025, 0, 5), 'MMMM yyyy')).toBe('January 2025');
    expect(formatDate('2025-03-09T12:00:00Z', 'MMM d, yyyy')).toBe('Mar 9, 2025');
    expect(formatNumber(12345)).toBe('12,345');
    expect(i18n.t('notices:counter', { n: 2, total: 5 })).toBe('2/5');
    expect(formatTimeText('4:00 PM')).toBe('4:00 PM');
  });

  it('in Bangla: its catalogues, Bangla month names and Bengali digits everywhere, remembered on the device', async () => {
    await setLanguage('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('nav.home')).not.toBe('Home');
    expect(i18n.t('notices:counter', { n: 2, total: 15 })).toBe('২/১৫');
    expect(formatDate(new Date(2025, 0, 5), 'MMMM yyyy').normalize('NFC')).toBe('জানুয়ারি ২০২৫'.normalize('NFC'));
    expect(formatNumber(12345)).toMatch(/^[০-৯,]+$/);
    expect(formatTimeText('4:00 PM')).toBe('বিকাল ৪:০০');
    expect(formatTimeText('10:30 AM - 1:00 PM')).toBe('সকাল ১০:৩০ - দুপুর ১:০০');
    expect(formatTimeText('18:00')).toBe('সন্ধ্যা ৬:০০');
    expect(formatTimeText('All day')).toBe('All day');
  });

  it('writes whole numbers and whole percents exactly as Intl does, in English and in Bangla', async () => {
    const cases: [number, Intl.NumberFormatOptions | undefined][] = [
      [5, undefined],
      [50, undefined],
      [-7, undefined],
      [999, undefined],
      [1000, undefined],
      [1234567, undefined],
      [2019, { useGrouping: false }],
      [1, { style: 'percent' }],
      [0.25, { style: 'percent' }],
      [0.255, { style: 'percent' }],
      [12.5, undefined],
      [0.1 + 0.2, undefined],
      [15, { style: 'percent', useGrouping: false }],
      [3, { minimumFractionDigits: 2 }],
    ];
    for (const lng of ['en', 'bn'] as const) {
      await setLanguage(lng);
      for (const [n, options] of cases)
        expect(formatNumber(n, options), `${lng} ${n} ${JSON.stringify(options)}`).toBe(new Intl.NumberFormat(lng, options).format(n));
    }
  });

  it('starts in the language chosen on the device, else the browser’s', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    expect(startLanguage()).toBe('bn');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    try {
      Object.defineProperty(navigator, 'languages', { value: ['bn-BD', 'en'], configurable: true });
      expect(startLanguage()).toBe('bn');
      Object.defineProperty(navigator, 'languages', { value: ['en-GB', 'bn'], configurable: true });
      expect(startLanguage()).toBe('en');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
    await loadLanguage('en'); // nothing to load for English
  });

  it('maps catalogue files to namespaces as the English ones are', () => {
    expect(namespaceOf('../locales/bn/events.ts')).toBe('events');
    expect(namespaceOf('../locales/bn/admin/users.ts')).toBe('users');
    expect(namespaceOf('../locales/bn/areas/participant.ts')).toBe('participant');
    expect(namespaceOf('../locales/bn/check-in/page.ts')).toBe('check-in');
    expect(namespaceOf('../locales/bn/tickets/texts.ts')).toBe('tickets');
  });
});
