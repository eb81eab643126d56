import type { ClubEvent } from '@shared/schemas/events';
import { formatDate } from '@/lib/i18n';

/** 'Dec 20, 2026 · 10:00 AM': the event's day (a calendar day, read in local time) and its free-text time. */
export function eventWhen(event: Pick<ClubEvent, 'date' | 'time'>, pattern: string): string {
  const day = formatDate(`${event.date}T00:00:00`, pattern) || event.date;
  return event.time ? `${day} · ${event.time}` : day;
}
