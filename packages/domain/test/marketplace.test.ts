import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  marketplaceLimits,
  marketplaceParams,
  marketplaceQuerySchema,
  marketplaceSearch,
  numberedSlug,
  slugOf,
} from '../src/index.ts';

const parse = (search: string) => marketplaceQuerySchema.safeParse(marketplaceParams(new URLSearchParams(search)));

describe('the marketplace query', () => {
  it('reads a search from the address, empty form fields being no filter', () => {
    const parsed = parse('q=+strength+&specialty=strength&city=Sarajevo&radius=50&day=&slot=Morning&rating=4.5&sort=');
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      q: 'strength',
      specialty: 'strength',
      city: 'Sarajevo',
      radius: 50,
      slot: 'Morning',
      rating: 4.5,
      sort: 'relevance',
      limit: marketplaceLimits.pageSize,
    });
  });

  it('refuses values outside the lists and limits, with a message key per field', () => {
    const parsed = parse('specialty=juggling&radius=0&rating=2&language=xx&limit=49&after=12~nope&sort=sideways');
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['after', 'language', 'limit', 'radius', 'rating', 'sort', 'specialty']);
    const nearest = parse('sort=distance');
    expect(nearest.error?.issues).toEqual([
      expect.objectContaining({ path: ['sort'], message: 'marketplace_sort_needs_city' }),
    ]);
    expect(parse('sort=distance&city=Mostar').success).toBe(true);
    expect(parse(`q=${'a'.repeat(marketplaceLimits.queryChars + 1)}`).success).toBe(false);
  });

  it('takes the first of repeated parameters and ignores inherited names', () => {
    const params = marketplaceParams(new URLSearchParams('mode=online&mode=hybrid&__proto__=x&constructor=y'));
    expect(params.mode).toBe('online');
    expect(parse('mode=online&mode=hybrid&__proto__=x').data?.mode).toBe('online');
  });

  it('writes a search back as the same query, defaults left out', () => {
    const query = parse('city=Banja%20Luka&radius=25&specialty=rehabilitation&sort=distance').data!;
    const search = marketplaceSearch(query);
    expect(search).toBe('?specialty=rehabilitation&city=Banja+Luka&radius=25&sort=distance');
    expect(parse(search.slice(1)).data).toEqual(query);
    expect(marketplaceSearch({ sort: 'relevance', limit: marketplaceLimits.pageSize })).toBe('');
  });

  it('round-trips a cursor of a sort key and an id', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const cursor = encodeCursor('4.250000', id);
    expect(decodeCursor(cursor)).toEqual({ key: '4.250000', id });
    expect(parse(`after=${encodeURIComponent(cursor)}`).success).toBe(true);
    expect(decodeCursor('no-separator')).toBeNull();
  });
});

describe('trainer slugs', () => {
  it('are the name without case or diacritics, numbered for namesakes', () => {
    expect(slugOf('Amra', 'Hodžić')).toBe('amra-hodzic');
    expect(slugOf('Đorđe', 'Šimić')).toBe('dorde-simic');
    expect(slugOf('Jürgen', 'Groß')).toBe('jurgen-gross');
    expect(slugOf('  Ana-Marija ', "O'Neil")).toBe('ana-marija-o-neil');
    expect(slugOf('', '')).toBe('');
    expect(slugOf('Emre', 'Yılmaz')).toBe('emre-yilmaz');
    expect(slugOf('x'.repeat(200), 'y').length).toBeLessThanOrEqual(76);
    expect(numberedSlug('ana-kovac', 1)).toBe('ana-kovac');
    expect(numberedSlug('ana-kovac', 3)).toBe('ana-kovac-3');
  });
});
