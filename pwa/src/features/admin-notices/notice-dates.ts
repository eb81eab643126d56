/**
 * Notice dates, without React. The form holds calendar days (YYYY-MM-DD, the device's own
 * calendar); a notice runs from the start of its first day to the end of its last day there.
 */
import { LIMITS } from '@shared/limits';
import type { Notice, NoticeInput } from '@shared/schemas/notices';

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's calendar day of a moment, as a date input holds it. */
export function toDateInput(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `days` calendar days after `date` (the same time of day). */
export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** 00:00:00.000 of a calendar day on this device, as ISO. */
export const startOfDayIso = (day: string) => {
  const [y, m, d] = parts(day);
  return new Date(y, m - 1, d).toISOString();
};
/** 23:59:59.999 of a calendar day on this device, as ISO. */
export const endOfDayIso = (day: string) => {
  const [y, m, d] = parts(day);
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
};

/** The create form's values (spec §5): priority medium, type general, audience all, dismissible, today to 30 days on. */
export function noticeDefaults(now = new Date()) {
  return {
    title: '',
    message: '',
    titleBn: '',
    messageBn: '',
    type: 'general',
    priority: 'medium',
    targetAudience: 'all',
    dismissible: true,
    startDate: toDateInput(now),
    endDate: toDateInput(addDays(now, LIMITS.noticeDefaultDays)),
    link: '',
    linkText: '',
    linkTextBn: '',
  } as const;
}

/** The edit form's values: the notice as stored, its dates as days on this device. */
export function noticeValues(n: Notice) {
  return {
    title: n.title,
    message: n.message,
    titleBn: n.titleBn ?? '',
    messageBn: n.messageBn ?? '',
    type: n.type,
    priority: n.priority,
    targetAudience: n.targetAudience,
    dismissible: n.dismissible,
    startDate: toDateInput(n.startDate),
    endDate: toDateInput(n.endDate),
    link: n.link ?? '',
    linkText: n.linkText ?? '',
    linkTextBn: n.linkTextBn ?? '',
  };
}

/**
 * The body of POST / PUT /api/notices from the schema's output: its dates (the days typed, read by
 * the schema as UTC midnights) become the start of the first day and the end of the last day here.
 */
export function noticeBody(value: NoticeInput): NoticeInput {
  return { ...value, startDate: startOfDayIso(value.startDate.slice(0, 10)), endDate: endOfDayIso(value.endDate.slice(0, 10)) };
}

export type NoticeState = 'active' | 'scheduled' | 'expired';
/** Showing now, not yet, or no longer. */
export function noticeState(n: Pick<Notice, 'startDate' | 'endDate'>, now = new Date()): NoticeState {
  const t = now.getTime();
  if (new Date(n.startDate).getTime() > t) return 'scheduled';
  if (new Date(n.endDate).getTime() < t) return 'expired';
  return 'active';
}
