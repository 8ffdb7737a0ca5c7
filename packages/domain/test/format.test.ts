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

  it('formats short US dates and N/A', () => {
    expect(formatShortDate('2024-03-07')).toBe('3/7/2024');
    expect(formatShortDate('')).toBe('N/A');
    expect(formatShortDate('garbage')).toBe('N/A');
  });

  it('shows 24h time as 12h with AM/PM', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('11:59')).toBe('11:59 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('17:30')).toBe('5:30 PM');
    expect(formatTime12h('24:00')).toBe('N/A');
    expect(formatTime12h('7pm')).toBe('N/A');
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
