import { describe, expect, test } from 'vitest';
import { m, type Locale } from '@spotter/i18n';

/** The rating's phrase for `count` reviews in `locale` (the average as already formatted). */
const phrase = (count: number, locale: Locale) =>
  m.marketplace_rating_label({ average: '4,5', count, countText: String(count) }, { locale });

describe('RatingStars wording', () => {
  test.each([
    ['en', [1, 2, 5, 21], ['1 review', '2 reviews', '5 reviews', '21 reviews']],
    ['de', [1, 2, 5, 21], ['1 Bewertung', '2 Bewertungen', '5 Bewertungen', '21 Bewertungen']],
    ['hr', [1, 2, 5, 21, 22], ['1 recenzija', '2 recenzije', '5 recenzija', '21 recenzija', '22 recenzije']],
    ['bs', [1, 3, 11, 24], ['1 recenzija', '3 recenzije', '11 recenzija', '24 recenzije']],
    ['sr', [1, 4, 12, 101], ['1 recenzija', '4 recenzije', '12 recenzija', '101 recenzija']],
    [
      'sl',
      [1, 2, 3, 5, 101, 102],
      ['1 recenzija', '2 recenziji', '3 recenzije', '5 recenzij', '101 recenzija', '102 recenziji'],
    ],
  ] as const)('%s uses the plural form of each count', (locale, counts, words) => {
    counts.forEach((count, index) => expect(phrase(count, locale)).toContain(`(${words[index]})`));
  });
});
