/**
 * The reports' figures as charts and tables, without React: each chart's labels and series, the
 * same numbers as table rows, and a one-sentence summary for the canvas's aria-label.
 */
import type { Reports } from '@shared/schemas/reports';
import { formatDate, formatNumber } from '@/lib/i18n';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface Series {
  label: string;
  data: Array<number | null>;
  color: string;
}
export interface ChartSpec {
  id: string;
  title: string;
  caption: string;
  summary: string;
  /** Bars drawn sideways (long labels, many rows). */
  horizontal: boolean;
  labels: string[];
  series: Series[];
  columns: string[];
  rows: string[][];
}

const COLORS = { primary: '#2563eb', muted: '#cbd5e1', accent: '#f59e0b', success: '#16a34a', slate: '#64748b' };
const n = (x: number) => formatNumber(x);
const short = (s: string, max = 16) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** 'YYYY-MM' as 'Mar 2026' (in Bangla 'মার্চ ২০২৬'). */
export const monthLabel = (month: string, t: T) => formatDate(`${month}-01T00:00:00`, t('monthFormat'));

export function registrationsChart(r: Reports, t: T): ChartSpec {
  const events = r.registrationsPerEvent;
  const withAttendance = events.some((e) => e.attended > 0);
  const top = events.reduce<(typeof events)[number] | null>((best, e) => (!best || e.registrations > best.registrations ? e : best), null);
  const total = events.reduce((a, e) => a + e.registrations, 0);
  const series: Series[] = [
    { label: t('registrations.registrations'), data: events.map((e) => e.registrations), color: COLORS.primary },
    { label: t('registrations.capacity'), data: events.map((e) => e.maxParticipants), color: COLORS.muted },
  ];
  if (withAttendance) series.push({ label: t('registrations.attended'), data: events.map((e) => e.attended), color: COLORS.success });
  const columns = [t('registrations.event'), t('registrations.date'), t('registrations.registrations'), t('registrations.capacity')];
  if (withAttendance) columns.push(t('registrations.attended'));
  return {
    id: 'registrations',
    title: t('registrations.title'),
    caption: t('registrations.caption'),
    summary: top
      ? t('registrations.summary', { events: n(events.length), total: n(total), top: top.title, n: n(top.registrations) })
      : t('registrations.summaryEmpty'),
    horizontal: true,
    labels: events.map((e) => short(e.title)),
    series,
    columns,
    rows: events.map((e) => {
      const row = [
        e.title,
        formatDate(`${e.date}T00:00:00`, t('dateFormat')),
        n(e.registrations),
        e.maxParticipants === null ? t('registrations.noLimit') : n(e.maxParticipants),
      ];
      if (withAttendance) row.push(n(e.attended));
      return row;
    }),
  };
}

export function membersChart(r: Reports, t: T): ChartSpec {
  const months = r.membersPerMonth;
  const busiest = months.reduce<(typeof months)[number] | null>(
    (best, m) => (!best || m.applicants + m.members > best.applicants + best.members ? m : best),
    null,
  );
  return {
    id: 'members',
    title: t('members.title'),
    caption: t('members.caption'),
    summary: t('members.summary', {
      applicants: n(months.reduce((a, m) => a + m.applicants, 0)),
      members: n(months.reduce((a, m) => a + m.members, 0)),
      month: busiest ? monthLabel(busiest.month, t) : '–',
    }),
    horizontal: false,
    labels: months.map((m) => monthLabel(m.month, t)),
    series: [
      { label: t('members.applicants'), data: months.map((m) => m.applicants), color: COLORS.accent },
      { label: t('members.members'), data: months.map((m) => m.members), color: COLORS.success },
    ],
    columns: [t('members.month'), t('members.applicants'), t('members.members')],
    rows: months.map((m) => [monthLabel(m.month, t), n(m.applicants), n(m.members)]),
  };
}

export function contentChart(r: Reports, t: T): ChartSpec {
  const type = (x: string) => t(`content.types.${x}`);
  return {
    id: 'content',
    title: t('content.title'),
    caption: t('content.caption'),
    summary: t('content.summary', {
      parts: r.content.map((c) => t('content.part', { type: type(c.type), submitted: n(c.submitted), approved: n(c.approved) })).join('; '),
    }),
    horizontal: false,
    labels: r.content.map((c) => type(c.type)),
    series: [
      { label: t('content.submitted'), data: r.content.map((c) => c.submitted), color: COLORS.slate },
      { label: t('content.approved'), data: r.content.map((c) => c.approved), color: COLORS.success },
    ],
    columns: [t('content.type'), t('content.submitted'), t('content.approved')],
    rows: r.content.map((c) => [type(c.type), n(c.submitted), n(c.approved)]),
  };
}
