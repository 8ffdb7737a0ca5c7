import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { afterEach, expect, test } from 'vitest';

/**
 * react-aria's date segments name their fields with Intl.DisplayNames, and built one per segment on
 * every render: on the server that was most of the cost of the profile editors' birth-date field
 * (patches/react-aria@3.53.1.patch keeps one per locale).
 */
const Original = Intl.DisplayNames;
afterEach(() => {
  Intl.DisplayNames = Original;
});

test('a server-rendered date field builds its field names once per locale, not per segment and render', () => {
  let built = 0;
  Intl.DisplayNames = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.DisplayNames>) {
      built += 1;
      return Reflect.construct(target, args) as Intl.DisplayNames;
    },
  });
  const field = () =>
    h(
      I18nProvider,
      { locale: 'hr-HR' },
      h(
        DateField,
        { defaultValue: new CalendarDate(1990, 5, 17) },
        h(Label, null, 'Datum rođenja'),
        h(DateInput, null, (segment) => h(DateSegment, { segment })),
      ),
    );
  const first = renderToString(field());
  const again = renderToString(field());
  expect(first).toContain('17');
  expect(again).toContain('1990');
  expect(built).toBeLessThanOrEqual(1);
});
