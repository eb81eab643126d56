import { describe, expect, it } from 'vitest';
import { BEST_MATCH_ABOVE, isBestMatch, MATCH_SCORES, scoreFields, scoreText } from './search-scoring';

describe('scoreText (§9: exact 100, prefix 80, contains 60, case-insensitive)', () => {
  it.each([
    ['Solar Lanterns', 'solar lanterns', 100],
    ['Solar Lanterns', 'SOLAR LANTERNS', 100],
    ['Solar Lanterns', '  solar lanterns  ', 100],
    ['Solar Lanterns', 'solar', 80],
    ['Solar Lanterns', 'SoL', 80],
    ['Solar Lanterns', 'lantern', 60],
    ['Solar Lanterns', 'AR LAN', 60],
    ['Solar Lanterns', 'wind', 0],
    ['Solar Lanterns', '', 0],
    ['', 'solar', 0],
    [null, 'solar', 0],
  ])('%j against %j scores %i', (text, query, expected) => {
    expect(scoreText(text, query)).toBe(expected);
  });

  it('uses the three §9 constants', () => {
    expect(MATCH_SCORES).toEqual({ exact: 100, prefix: 80, contains: 60 });
  });
});

describe('scoreFields: the best field score times its weight', () => {
  const f = (text: string, weight: number) => ({ text, weight });
  it.each([
    ['title exact beats everything', [f('Trees', 1), f('trees', 0.7)], 'trees', 100],
    ['title prefix', [f('Trees for all', 1)], 'trees', 80],
    ['title contains', [f('Planting trees', 1)], 'trees', 60],
    ['weighted exact 0.8 (excerpt, position)', [f('x', 1), f('trees', 0.8)], 'trees', 80],
    ['weighted exact 0.7 (description)', [f('x', 1), f('trees', 0.7)], 'trees', 70],
    ['weighted exact 0.6 (content, location, bio)', [f('x', 1), f('trees', 0.6)], 'trees', 60],
    ['weighted exact 0.5 (category)', [f('x', 1), f('trees', 0.5)], 'trees', 50],
    ['weighted prefix 0.7', [f('x', 1), f('trees planted', 0.7)], 'trees', 56],
    ['weighted contains 0.6', [f('x', 1), f('we planted trees', 0.6)], 'trees', 36],
    ['weighted contains 0.5', [f('x', 1), f('big trees', 0.5)], 'trees', 30],
    ['max, not sum: title contains 60 vs excerpt exact 80', [f('Planting trees', 1), f('trees', 0.8)], 'trees', 80],
    ['no field matches', [f('Solar', 1), f('Lanterns', 0.7)], 'trees', 0],
  ])('%s', (_name, fields, query, expected) => {
    expect(scoreFields(fields, query)).toBe(expected);
  });
});

describe('Best Match', () => {
  it.each([
    [100, true],
    [80.01, true],
    [80, false],
    [60, false],
  ])('score %d -> %s (above %d)', (score, expected) => {
    expect(BEST_MATCH_ABOVE).toBe(80);
    expect(isBestMatch(score)).toBe(expected);
  });
});
