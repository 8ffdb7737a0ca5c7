import { describe, expect, test } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from '../src/i18n/formatters.ts';

describe('kept Intl formatters', () => {
  test('one formatter per language and options, built once', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(numberFormat('de', { maximumFractionDigits: 1 }));
    expect(numberFormat('de', { maximumFractionDigits: 1 })).not.toBe(numberFormat('de', { maximumFractionDigits: 2 }));
    expect(numberFormat('de')).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('hr', { dateStyle: 'medium' })).toBe(dateTimeFormat('hr', { dateStyle: 'medium' }));
    // The same options under another kind of formatter are another formatter.
    expect(dateTimeFormat('en')).not.toBe(numberFormat('en') as unknown);
  });

  test("format in the product's language as intlLocale says: Serbian in Latin, Bosnian as Croatian", () => {
    expect(dateTimeFormat('sr', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 27)))).toBe(
      'novembar',
    );
    expect(dateTimeFormat('bs', { month: 'long', timeZone: 'UTC' }).resolvedOptions().locale).toBe('hr');
    expect(numberFormat('de', { minimumFractionDigits: 1 }).format(4.5)).toBe('4,5');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('sl', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b in c');
  });
});
