import { describe, expect, it } from 'vitest';
import { ageInYears, badgeCount, formatShortDate, formatTime12h, maskEmail } from '../src/rules/format.ts';
import { levelBand, normaliseLevel, normaliseLevelProgress } from '../src/rules/level.ts';

describe('display rules', () => {
  it('counts age in whole years, the day before and on the birthday', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(ageInYears('1990-11-21', now)).toBe(35);
    expect(ageInYears('1990-11-20', now)).toBe(36);
    expect(ageInYears('not a date', now)).toBeNull();
    expect(ageInYears('2030-01-01', now)).toBeNull();
    expect(ageInYears(null, now)).toBeNull();
  });

  it.each([
    ['2024-03-07', '3/7/2024'],
    ['', 'N/A'],
    ['garbage', 'N/A'],
  ])('formats the date %j as %j (short US date, or N/A)', (value, shown) => {
    expect(formatShortDate(value)).toBe(shown);
  });

  it.each([
    ['00:05', '12:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['17:30', '5:30 PM'],
    ['24:00', 'N/A'],
    ['7pm', 'N/A'],
  ])('shows the 24h time %j as %j', (value, shown) => {
    expect(formatTime12h(value)).toBe(shown);
  });

  it('masks emails keeping at most three leading characters', () => {
    expect(maskEmail('jovana@example.com')).toBe('jov***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a*@example.com');
    expect(maskEmail('a@example.com')).toBe('a*@example.com');
    expect(maskEmail('')).toBe('');
  });

  it('caps badges at 99+ and hides zero', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('level ring bands', () => {
  it.each([
    [1, 'starter'],
    [5, 'starter'],
    [6, 'rising'],
    [10, 'rising'],
    [11, 'strong'],
    [20, 'strong'],
    [21, 'elite'],
    [50, 'elite'],
    [51, 'legend'],
  ] as const)('level %i is %s', (level, band) => {
    expect(levelBand(level)).toBe(band);
  });

  it('defaults to level 1 and progress 75', () => {
    expect(normaliseLevel(undefined)).toBe(1);
    expect(normaliseLevel(0)).toBe(1);
    expect(normaliseLevelProgress(undefined)).toBe(75);
    expect(normaliseLevelProgress(140)).toBe(100);
  });
});
