/**
 * Dates and times in Bangla, loaded with the Bangla catalogues (lib/i18n.ts loadLanguage): date
 * names from date-fns, and an event's clock times said the Bangladeshi way. Not in the English
 * first load.
 */
import type { Locale } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { sayClockTimes } from '@shared/event-time';

/** date-fns's Bangla writes Thursday 'বৃহস্পতিবার ' with a space after it ('বৃহস্পতিবার , ৫ মার্চ'): without it. */
const trimmedDayNames = (locale: Locale): Locale => ({ ...locale, localize: { ...locale.localize, day: (n, o) => locale.localize.day(n, o).trim() } });

/** date-fns's Bangla, for formatDate. */
export const banglaDates: Locale = trimmedDayNames(bn);

/** The part of the day a Bangla clock time is said with: 'বিকাল ৪:০০'. */
const bnDayPart = (hour: number) =>
  hour < 4 ? 'রাত' : hour < 6 ? 'ভোর' : hour < 12 ? 'সকাল' : hour < 15 ? 'দুপুর' : hour < 18 ? 'বিকাল' : hour < 20 ? 'সন্ধ্যা' : 'রাত';
/** A time of day (minutes after midnight) the Bangladeshi way, before the digits are Bengali: 'বিকাল 4:00'. */
const bnClock = (mins: number) => {
  const hour = Math.floor(mins / 60);
  return `${bnDayPart(hour)} ${hour % 12 || 12}:${String(mins % 60).padStart(2, '0')}`;
};

/** Every clock time in an event's time text, read as the calendar reads it (@shared/event-time), said the Bangladeshi way (digits still Western). */
export const sayTimesInBangla = (text: string): string => sayClockTimes(text, bnClock);
