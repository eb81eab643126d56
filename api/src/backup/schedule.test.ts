import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { nextRun } from './schedule';

describe('BACKUP_CRON', () => {
  it('runs next at the given minute and hour: later today, or tomorrow once the time has passed', () => {
    const at = (iso: string) => new Date(iso);
    const local = (d: Date) => [d.getDate(), d.getHours(), d.getMinutes()];
    const morning = at('2026-11-26T01:00:00');
    expect(local(nextRun('30 2 * * *', morning))).toEqual([26, 2, 30]);
    const later = at('2026-11-26T02:30:00');
    expect(local(nextRun('30 2 * * *', later))).toEqual([27, 2, 30]);
  });

  it('takes only "minute hour * * *" and says so', () => {
    expect(loadConfig({ BACKUP_CRON: '30 2 * * *' }).BACKUP_CRON).toBe('30 2 * * *');
    expect(() => loadConfig({ BACKUP_CRON: '*/5 * * * *' })).toThrow(/BACKUP_CRON: must be "minute hour \* \* \*"/);
  });
});
