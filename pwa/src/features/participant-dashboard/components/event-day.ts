import { formatDate } from '@/lib/i18n';

/** An event's calendar day ('YYYY-MM-DD') in the reader's words, read as a local day (not UTC midnight). */
export const eventDay = (date: string | null, pattern: string): string => (date ? formatDate(`${date.slice(0, 10)}T00:00:00`, pattern) || date : '');
