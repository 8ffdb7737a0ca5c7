import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { afterEach, expect, test } from 'vitest';
import { m } from '@spotter/i18n';

/**
 * Intl objects that two dependencies built on every call, kept per language by our patches: they
 * were a visible part of rendering a page on the server. Each test counts the constructions, so a
 * dependency update that drops a patch fails here.
 */
/** createElement without its overloads: the components' own prop types are not what is tested here. */
const h = createElement as (type: unknown, props: object | null, ...children: unknown[]) => ReactElement;

const originals = { DisplayNames: Intl.DisplayNames, PluralRules: Intl.PluralRules };
afterEach(() => {
  Object.assign(Intl, originals);
});

/** Replaces `Intl[name]` with a constructor that counts what it builds (restored after each test). */
function countConstructions(name: keyof typeof originals): { built: number } {
  const counter = { built: 0 };
  const Original = originals[name] as new (...args: unknown[]) => object;
  Object.assign(Intl, {
    [name]: new Proxy(Original, {
      construct(target, args: unknown[]) {
        counter.built += 1;
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  return counter;
}

test('a server-rendered date field builds its field names once per locale, not per segment and render (patches/react-aria@3.53.1.patch)', () => {
  const counter = countConstructions('DisplayNames');
  const field = () =>
    h(
      I18nProvider,
      { locale: 'hr-HR' },
      h(
        DateField,
        { defaultValue: new CalendarDate(1990, 5, 17) },
        h(Label, null, 'Datum rođenja'),
        h(DateInput, null, (segment: unknown) => h(DateSegment, { segment })),
      ),
    );
  expect(renderToString(field())).toContain('17');
  expect(renderToString(field())).toContain('1990');
  expect(counter.built).toBeLessThanOrEqual(1);
});

test('a message with a plural keeps the plural rules of its language and still picks the right form (patches/@inlang__paraglide-js@2.25.4.patch)', () => {
  const counter = countConstructions('PluralRules');
  const forms = [1, 2, 5, 21, 1, 2, 5, 21].map((count) => m.coaching_clients_count({ count }, { locale: 'sl' }));
  expect(forms.slice(0, 4)).toEqual(forms.slice(4));
  expect(m.coaching_clients_count({ count: 1 }, { locale: 'en' })).toBe('1 active client');
  expect(m.coaching_clients_count({ count: 3 }, { locale: 'en' })).toBe('3 active clients');
  expect(counter.built).toBeLessThanOrEqual(2);
});
