import { describe, expect, it } from 'vitest';
import { noticeInput } from '@shared/schemas/notices';
import { addDays, endOfDayIso, noticeBody, noticeDefaults, noticeState, noticeValues, startOfDayIso, toDateInput } from './notice-dates';

describe('notice dates', () => {
  it('defaults (spec §5): medium, general, all, dismissible, today to 30 days on', () => {
    const now = new Date(2026, 0, 20, 15, 30);
    expect(noticeDefaults(now)).toMatchObject({
      priority: 'medium',
      type: 'general',
      targetAudience: 'all',
      dismissible: true,
      startDate: '2026-01-20',
      endDate: '2026-02-19',
    });
  });

  it('counts 30 calendar days across a month and a year end', () => {
    expect(toDateInput(addDays(new Date(2026, 11, 15), 30))).toBe('2027-01-14');
  });

  it('runs a notice from the start of its first day to the end of its last day on this device', () => {
    const parsed = noticeInput.parse({ ...noticeDefaults(new Date(2026, 2, 5)), title: 'Rain', message: 'Stay in' });
    const body = noticeBody(parsed);
    expect(body.startDate).toBe(new Date(2026, 2, 5).toISOString());
    expect(body.endDate).toBe(new Date(2026, 3, 4, 23, 59, 59, 999).toISOString());
    expect(startOfDayIso('2026-03-05') < endOfDayIso('2026-03-05')).toBe(true);
  });

  it('a saved notice comes back into the form as the same days', () => {
    const start = startOfDayIso('2026-03-05');
    const end = endOfDayIso('2026-03-09');
    const values = noticeValues({
      id: 1,
      title: 'T',
      message: 'M',
      type: 'event',
      priority: 'high',
      targetAudience: 'members',
      startDate: start,
      endDate: end,
      link: null,
      linkText: null,
      dismissible: false,
      createdAt: start,
      updatedAt: start,
    });
    expect(values).toMatchObject({ startDate: '2026-03-05', endDate: '2026-03-09', link: '', linkText: '', dismissible: false, targetAudience: 'members' });
  });

  it('is scheduled before its start, active within its dates, expired after its end', () => {
    const n = { startDate: startOfDayIso('2026-03-05'), endDate: endOfDayIso('2026-03-09') };
    expect(noticeState(n, new Date(2026, 2, 4, 23))).toBe('scheduled');
    expect(noticeState(n, new Date(2026, 2, 5, 0, 1))).toBe('active');
    expect(noticeState(n, new Date(2026, 2, 9, 23, 59))).toBe('active');
    expect(noticeState(n, new Date(2026, 2, 10, 0, 0))).toBe('expired');
  });
});
