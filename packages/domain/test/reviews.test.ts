import { describe, expect, it } from 'vitest';
import {
  fieldErrorKeys,
  reviewAuthorName,
  reviewLimits,
  reviewListQuerySchema,
  reviewReplySchema,
  reviewWriteSchema,
} from '../src/index.ts';

const keysOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorKeys>[0] }) =>
  result.success ? {} : fieldErrorKeys(result.error!);

describe('reviews contract', () => {
  it('takes a whole rating from 1 to 5 and a trimmed text up to the limit', () => {
    expect(reviewWriteSchema.parse({ rating: 1, body: '  Good.\n ' })).toEqual({ rating: 1, body: 'Good.' });
    expect(reviewWriteSchema.parse({ rating: 5, body: 'x'.repeat(reviewLimits.bodyChars) }).body).toHaveLength(
      reviewLimits.bodyChars,
    );
    for (const rating of [0, 6, 2.5, '5', null, Number.NaN]) {
      expect(keysOf(reviewWriteSchema.safeParse({ rating, body: 'Good.' })), String(rating)).toHaveProperty('rating');
    }
    for (const body of ['', '   ', 'x'.repeat(reviewLimits.bodyChars + 1), 42, undefined]) {
      expect(keysOf(reviewWriteSchema.safeParse({ rating: 4, body })), String(body)).toHaveProperty('body');
    }
  });

  it('takes one reply text, trimmed, up to the limit', () => {
    expect(reviewReplySchema.parse({ reply: ' Thanks! ' })).toEqual({ reply: 'Thanks!' });
    expect(keysOf(reviewReplySchema.safeParse({ reply: ' ' }))).toHaveProperty('reply');
    expect(keysOf(reviewReplySchema.safeParse({ reply: 'x'.repeat(reviewLimits.replyChars + 1) }))).toHaveProperty(
      'reply',
    );
  });

  it('pages from URL values, 10 at a time unless asked', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ limit: reviewLimits.pageSize });
    expect(reviewListQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
    for (const query of [{ limit: '0' }, { limit: String(reviewLimits.maxPageSize + 1) }, { before: 'x' }]) {
      expect(reviewListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('names the author by first name and last initial only', () => {
    expect(reviewAuthorName('Adna', 'Begić')).toBe('Adna B.');
    expect(reviewAuthorName('Ana', '  šimić ')).toBe('Ana Š.');
    expect(reviewAuthorName('Lena', ' ')).toBe('Lena');
    expect(reviewAuthorName(' ', 'Kralj')).toBe('K.');
    expect(reviewAuthorName('', '')).toBe('');
  });
});
