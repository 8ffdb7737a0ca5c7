/**
 * The grid on a phone 375 px wide, as the profile editor gives it room (309 px: the page's and the
 * section's padding), in each of the six languages: no slot or day name is broken inside a word, and all
 * four slot columns are in view without scrolling.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { I18nProvider } from 'react-aria-components';
import { locales, overwriteGetLocale } from '@spotter/i18n';
import { render } from '../../../test/render.tsx';
import { AvailabilityGrid } from './AvailabilityGrid.tsx';
import '../../styles/reset.css.ts';
import '../../theme/themes.css.ts';

/** The words of `element` drawn across more than one line. */
function brokenWords(element: HTMLElement): string[] {
  const text = element.firstChild;
  if (!(text instanceof Text)) return [];
  const broken: string[] = [];
  for (const match of text.data.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) broken.push(match[0]);
  }
  return broken;
}

describe('the availability grid at 375 px', () => {
  for (const locale of locales) {
    test(locale, async () => {
      await page.viewport(375, 740);
      overwriteGetLocale(() => locale);
      render(
        <I18nProvider locale={locale}>
          <div style={{ width: '309px' }} data-room="">
            <AvailabilityGrid value={[]} onChange={() => undefined} />
          </div>
        </I18nProvider>,
      );
      await expect.poll(() => document.querySelectorAll('th[scope="col"]').length).toBe(5);
      await document.fonts.ready;
      const room = document.querySelector<HTMLElement>('[data-room]')!.getBoundingClientRect();
      const headers = [...document.querySelectorAll<HTMLElement>('th[scope="col"]')].slice(1);
      const names = headers.map((header) => header.firstElementChild as HTMLElement);
      expect(
        names.flatMap((name) => brokenWords(name)),
        'slot names broken inside a word',
      ).toEqual([]);
      const days = [...document.querySelectorAll<HTMLElement>('th[scope="row"] > span[aria-hidden="true"]')];
      expect(days).toHaveLength(7);
      expect(
        days.flatMap((day) => brokenWords(day)),
        'day names broken inside a word',
      ).toEqual([]);
      for (const header of headers) {
        const box = header.getBoundingClientRect();
        expect(box.right, `${header.textContent} in view`).toBeLessThanOrEqual(room.right + 0.5);
        expect(box.width, `${header.textContent} wide enough to tap`).toBeGreaterThanOrEqual(32);
      }
      overwriteGetLocale(() => 'en');
    });
  }
});
