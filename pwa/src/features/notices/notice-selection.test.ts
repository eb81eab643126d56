import { describe, expect, it } from 'vitest';
import type { Notice } from '@shared/schemas/notices';
import { addDismissed, clampIndex, indexAfterDismiss, parseDismissed, stepIndex, visibleNotices } from './notice-selection';

const notice = (id: number, startDate: string, endDate: string): Notice =>
  ({ id, title: `Notice ${id}`, message: '', type: 'info', priority: 'low', startDate, endDate, dismissible: true }) as Notice;

const now = Date.parse('2025-06-15T12:00:00.000Z');
const notices = [
  notice(1, '2025-06-01T00:00:00.000Z', '2025-06-30T00:00:00.000Z'),
  notice(2, '2025-06-15T12:00:00.000Z', '2025-06-15T12:00:00.000Z'), // starts and ends exactly now
  notice(3, '2025-06-16T00:00:00.000Z', '2025-06-30T00:00:00.000Z'), // not started
  notice(4, '2025-05-01T00:00:00.000Z', '2025-06-15T11:59:59.999Z'), // over
];

describe('visibleNotices', () => {
  it('keeps notices whose window contains now, both ends inclusive', () => {
    expect(visibleNotices(notices, [], now).map((n) => n.id)).toEqual([1, 2]);
  });

  it('drops dismissed notices', () => {
    expect(visibleNotices(notices, [1], now).map((n) => n.id)).toEqual([2]);
    expect(visibleNotices(notices, [1, 2], now)).toEqual([]);
  });
});

describe('parseDismissed', () => {
  it('reads a JSON list of ids', () => {
    expect(parseDismissed('[3,7]')).toEqual([3, 7]);
  });

  it('treats missing, broken or foreign values as none', () => {
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('[1,"x",null,2]')).toEqual([1, 2]);
  });
});

describe('addDismissed', () => {
  it('adds an id once', () => {
    expect(addDismissed([1], 2)).toEqual([1, 2]);
    expect(addDismissed([1, 2], 2)).toEqual([1, 2]);
  });
});

describe('stepIndex', () => {
  it('moves forward and back with wraparound', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('indexAfterDismiss', () => {
  it('moves back one when the last notice was dismissed', () => {
    expect(indexAfterDismiss(2, 3)).toBe(1);
    expect(indexAfterDismiss(0, 1)).toBe(0);
  });

  it('stays when another notice moves into the place', () => {
    expect(indexAfterDismiss(0, 3)).toBe(0);
    expect(indexAfterDismiss(1, 3)).toBe(1);
  });
});

describe('clampIndex', () => {
  it('keeps the index inside the list', () => {
    expect(clampIndex(4, 2)).toBe(1);
    expect(clampIndex(-1, 2)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
