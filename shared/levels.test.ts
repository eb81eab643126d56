import { describe, expect, it } from 'vitest';
import { levelOf, pointsToNext } from './levels';

describe('levels by points (§4)', () => {
  it.each([
    [0, 'Newcomer', 0, 100, 0],
    [99, 'Newcomer', 0, 100, 99],
    [100, 'Active Member', 100, 300, 0],
    [299, 'Active Member', 100, 300, 99],
    [300, 'Active Contributor', 300, 600, 0],
    [599, 'Active Contributor', 300, 600, 99],
    [600, 'Community Leader', 600, 1000, 0],
    [999, 'Community Leader', 600, 1000, 99],
    [1000, 'Ambassador', 1000, null, 100],
    [5000, 'Ambassador', 1000, null, 100],
  ])('%i points: %s (band %i to %s), %i%%', (points, level, min, next, progress) => {
    expect(levelOf(points)).toEqual({ level, min, next, progress });
  });

  it('progress is the share within the band, rounded down', () => {
    expect(levelOf(200).progress).toBe(50);
    expect(levelOf(450).progress).toBe(50);
    expect(levelOf(800).progress).toBe(50);
  });

  it('points to the next level, none at the top', () => {
    expect(pointsToNext(0)).toBe(100);
    expect(pointsToNext(250)).toBe(50);
    expect(pointsToNext(1000)).toBe(0);
  });

  it('odd input counts as its floor, never below 0', () => {
    expect(levelOf(-5)).toEqual(levelOf(0));
    expect(levelOf(99.9).level).toBe('Newcomer');
    expect(levelOf(Number.NaN)).toEqual(levelOf(0));
  });
});
