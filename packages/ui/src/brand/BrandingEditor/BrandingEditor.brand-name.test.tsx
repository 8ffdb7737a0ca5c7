/**
 * The brand name is never cut: in every logo the brand editor previews (the phone bar and the
 * three sizes), at 375 px, in each of the six languages, the name's text fits its box.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { locales } from '@spotter/i18n';
import * as previewAnnotations from '../../../../../.storybook/preview.tsx';
import { render } from '../../../test/render.tsx';
import * as stories from './BrandingEditor.stories.tsx';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

/** The logo names shown (the Spotter wordmark, a trainer's title) whose text is wider than their box. */
function cutNames(): string[] {
  const preview = document.querySelector('aside');
  if (!preview) throw new Error('no preview');
  const names = [...preview.querySelectorAll<HTMLElement>('[data-logo-title], [data-logo-wordmark]')];
  if (names.length < 4) throw new Error(`only ${names.length} logo names in the preview`);
  return names
    .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight + 1)
    .map((name) => `${name.textContent} (${name.scrollWidth} > ${name.clientWidth})`);
}

describe('the brand editor preview at 375 px', () => {
  for (const locale of locales) {
    test(locale, async () => {
      await page.viewport(375, 740);
      for (const name of ['Default', 'Custom'] as const) {
        const Story = composeStories(stories, { initialGlobals: { locale } })[name];
        await Story.load();
        render(<Story />);
        await expect.poll(() => document.querySelector('aside') !== null).toBe(true);
        await document.fonts.ready;
        expect(cutNames(), `${name} in ${locale}`).toEqual([]);
      }
    });
  }
});
