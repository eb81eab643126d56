import '@/lib/i18n-admin';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { Reports } from '@shared/schemas/reports';
import { contentChart, membersChart, monthLabel, registrationsChart } from './report-data';

const t = i18n.getFixedT('en', 'reports');
const reports: Reports = {
  registrationsPerEvent: [
    { eventId: 1, title: 'Youth Leadership Bootcamp', date: '2026-04-01', maxParticipants: 10, registrations: 9, attended: 0 },
    { eventId: 2, title: 'Monthly Members Meeting', date: '2026-04-07', maxParticipants: null, registrations: 2, attended: 0 },
  ],
  membersPerMonth: [
    { month: '2026-02', applicants: 3, members: 1 },
    { month: '2026-03', applicants: 5, members: 2 },
  ],
  content: [
    { type: 'project', submitted: 6, approved: 4 },
    { type: 'news', submitted: 5, approved: 4 },
    { type: 'gallery', submitted: 8, approved: 7 },
  ],
};

describe('report charts and tables', () => {
  it('registrations against capacity; no attendance column while nobody attended', () => {
    const spec = registrationsChart(reports, t);
    expect(spec.columns).toEqual(['Event', 'Date', 'Registrations', 'Capacity']);
    expect(spec.rows).toEqual([
      ['Youth Leadership Bootcamp', 'Apr 1, 2026', '9', '10'],
      ['Monthly Members Meeting', 'Apr 7, 2026', '2', 'No limit'],
    ]);
    expect(spec.series.map((s) => s.data)).toEqual([
      [9, 2],
      [10, null],
    ]);
    expect(spec.summary).toBe(
      'Bar chart of registrations per event against capacity: 2 events, 11 registrations in all; the most for Youth Leadership Bootcamp (9).',
    );
  });

  it('adds attendance when the report has it', () => {
    const spec = registrationsChart({ ...reports, registrationsPerEvent: [{ ...reports.registrationsPerEvent[0]!, attended: 7 }] }, t);
    expect(spec.columns.at(-1)).toBe('Attended');
    expect(spec.rows[0]!.at(-1)).toBe('7');
    expect(spec.series).toHaveLength(3);
  });

  it('applicants and members per month, and content submitted against approved', () => {
    expect(monthLabel('2026-03', t)).toBe('Mar 2026');
    const members = membersChart(reports, t);
    expect(members.rows).toEqual([
      ['Feb 2026', '3', '1'],
      ['Mar 2026', '5', '2'],
    ]);
    expect(members.summary).toBe('Bar chart of the last 12 months: 8 new applicants and 3 new members in all; the busiest month Mar 2026.');
    const content = contentChart(reports, t);
    expect(content.rows).toEqual([
      ['Projects', '6', '4'],
      ['Articles', '5', '4'],
      ['Images', '8', '7'],
    ]);
    expect(content.summary).toBe(
      'Bar chart of content submitted and approved: Projects 6 submitted, 4 approved; Articles 5 submitted, 4 approved; Images 8 submitted, 7 approved.',
    );
  });
});
