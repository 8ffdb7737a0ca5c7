import { afterEach, expect, it } from 'vitest';
import { m } from '../src/index.ts';

/**
 * A message with a plural builds its Intl.PluralRules once per language (patches/@inlang__paraglide-js@2.25.4.patch):
 * Paraglide's registry built one on every call, a visible part of rendering a list of counts on the server.
 */
const Original = Intl.PluralRules;
afterEach(() => {
  Intl.PluralRules = Original;
});

it('keeps the plural rules of a language between calls, and still picks the right form', () => {
  let built = 0;
  Intl.PluralRules = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.PluralRules>) {
      built += 1;
      return Reflect.construct(target, args) as Intl.PluralRules;
    },
  });
  const forms = [1, 2, 5, 21, 1, 2, 5, 21].map((count) => m.coaching_clients_count({ count }, { locale: 'sl' }));
  expect(forms.slice(0, 4)).toEqual(forms.slice(4));
  expect(m.coaching_clients_count({ count: 1 }, { locale: 'en' })).toBe('1 active client');
  expect(m.coaching_clients_count({ count: 3 }, { locale: 'en' })).toBe('3 active clients');
  expect(built).toBeLessThanOrEqual(2);
});
