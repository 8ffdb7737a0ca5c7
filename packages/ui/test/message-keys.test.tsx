/**
 * No message key reaches the screen, in any of the six languages: every story is rendered in each
 * language (its first state; the stories' play functions, which speak English, run with their
 * afterEach check in the storybook project) and its text and attributes are searched for keys.
 */
import { describe, expect, test } from 'vitest';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { locales } from '@spotter/i18n';
import * as previewAnnotations from '../../../.storybook/preview.tsx';
import en from '../../i18n/messages/en.json';
import { catalogKeys, messageKeyPatternSource, messageKeysShown } from './message-keys.ts';
import { render } from './render.tsx';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });
const pattern = messageKeyPatternSource(catalogKeys(en));

/** Two frames: effects have run and what they set has been drawn. */
const settled = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

for (const locale of locales) {
  describe(locale, () => {
    for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
      const component = file.split('/').at(-2) ?? file;
      test(component, async () => {
        const stories = composeStories(module, { initialGlobals: { locale } }) as Record<
          string,
          { load: () => Promise<void> } & (() => React.ReactNode)
        >;
        const shown: string[] = [];
        for (const [name, Story] of Object.entries(stories)) {
          await Story.load();
          render(<Story />);
          await settled();
          for (const key of messageKeysShown(document.body, pattern)) shown.push(`${name}: ${key}`);
        }
        expect(shown).toEqual([]);
      });
    }
  });
}
