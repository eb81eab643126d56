import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, i18n } from './i18n';

describe('i18n', () => {
  it('loads every English namespace file by its name', () => {
    expect(i18n.t('notFound.title')).toBe('404 Page Not Found');
    expect(i18n.t('auth:login.failed')).toBe('Login failed');
  });

  it('formats dates and numbers in the current language', () => {
    expect(formatDate(new Date(2025, 0, 5), 'MMMM yyyy')).toBe('January 2025');
    expect(formatDate('2025-03-09T12:00:00Z', 'MMM d, yyyy')).toBe('Mar 9, 2025');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
