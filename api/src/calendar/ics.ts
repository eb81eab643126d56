import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { EventRecord } from '../events/events.repo';
import { eventTimes } from './event-times';

/** The fields of an event a calendar entry is made from (events.repo rows carry them). */
export type CalendarEventRow = Pick<EventRecord, 'id' | 'title' | 'description' | 'date' | 'time' | 'location' | 'status'> & { updated_at?: string | null };

export interface IcsSite {
  /**
   * The site's own address (lib/public-url.ts, never a request header), e.g. https://club.example.org,
   * perhaps with a path prefix: links and UIDs are made from it.
   */
  origin: string;
  /** Calendar name shown by calendar apps. */
  name: string;
  /** For a subscribed feed: how often calendar apps should fetch it again, in seconds. */
  ttl?: number;
}

/** One VEVENT; null when the event's date is not a real day (nothing a calendar could place). */
function entry(row: CalendarEventRow, site: IcsSite): ICalEventData | null {
  const when = eventTimes(row.date, row.time);
  if (!when) return null;
  const saved = row.updated_at ? new Date(row.updated_at) : null;
  const updated = saved && !Number.isNaN(saved.getTime()) ? saved : null;
  return {
    // Stable per event and site: calendar apps update the entry instead of adding a second one.
    id: `event-${row.id}@${new URL(site.origin).host}`,
    start: when.start,
    end: when.end,
    allDay: when.allDay,
    // When the entry was last revised (RFC 5545 §3.8.7.2 without METHOD): the same bytes for the
    // same event, so a calendar app polling the feed gets 304s (ETag) until something changes.
    stamp: updated ?? new Date(),
    ...(updated ? { lastModified: updated } : {}),
    summary: row.title,
    description: row.description,
    location: row.location,
    url: `${site.origin}/events/${row.id}`,
    status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * An RFC 5545 calendar of the events (ical-generator: escaping, CRLF, lines folded at 75 octets).
 * Times are UTC instants computed from Asia/Dhaka (UTC+6), so no VTIMEZONE is needed; an event
 * whose time cannot be read is an all-day event (DTSTART;VALUE=DATE).
 */
export function buildCalendar(rows: CalendarEventRow[], site: IcsSite): string {
  const calendar = ical({ name: site.name, prodId: { company: new URL(site.origin).host, product: 'club-events', language: 'EN' }, ttl: site.ttl ?? null });
  for (const row of rows) {
    const data = entry(row, site);
    if (data) calendar.createEvent(data);
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
