import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import { locales, overwriteGetLocale, type Locale } from '@spotter/i18n';
import { brandThemeStyle, darkThemeClass, lightThemeClass } from '@spotter/ui/theme/index.ts';
import { nativeLanguageLabel } from '@spotter/ui/i18n/labels.ts';
import en from '../packages/i18n/messages/en.json';
import { catalogKeys, messageKeyPatternSource, messageKeysShown } from '../packages/ui/test/message-keys.ts';
import '@spotter/ui/styles/reset.css.ts';
import '@spotter/ui/theme/themes.css.ts';
import { checkWcagAfterPlay } from './wcag-after-play.ts';

// In the story tests a wait for a state (findBy…, waitFor) detects a hang; it does not time the
// machine: beside the other test lane, a menu opened by a click once took longer than the
// library's default second to appear.
if (import.meta.env.VITEST_STORYBOOK !== undefined) configure({ asyncUtilTimeout: 10_000 });

const themeClass: Record<string, string> = {
  light: lightThemeClass,
  dark: darkThemeClass,
  brand: lightThemeClass,
};

/** A sample trainer brand for reviewing the brand override theme. */
const sampleBrand = brandThemeStyle({ primary: '#7c3aed', logoTitleColor: '#4c1d95', logoTaglineColor: '#6d28d9' });

const messageKeyPattern = messageKeyPatternSource(catalogKeys(en));

const preview: Preview = {
  afterEach: async (context) => {
    // Whatever state a story's play function leaves, no message key reaches the screen in its place.
    const shown = messageKeysShown(document.body, messageKeyPattern);
    if (shown.length > 0) {
      throw new Error(
        `Message keys shown instead of their text (${String(context.globals.locale)}): ${shown.join(', ')}`,
      );
    }
    // Every story as its play function left it, against WCAG 2.2 AA, when the stories run as tests.
    if (import.meta.env.VITEST_STORYBOOK !== undefined) await checkWcagAfterPlay(context);
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: nativeLanguageLabel(value) })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'brand', title: 'Trainer brand' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    theme: 'light',
  },
  parameters: {
    // As tests, every story's accessibility is checked once, by checkWcagAfterPlay (afterEach above),
    // with the addon's rules and WCAG 2.2's target size; in Storybook the addon's panel checks it.
    a11y: { test: import.meta.env.VITEST_STORYBOOK !== undefined ? 'off' : 'error' },
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale ?? 'en') as Locale;
      overwriteGetLocale(() => locale);
      document.documentElement.lang = locale;
      const theme = String(context.globals.theme ?? 'light');
      // Overlays (modals, popovers, toasts) render into <body>: theme the whole document.
      const root = document.documentElement;
      root.classList.remove(lightThemeClass, darkThemeClass);
      root.classList.add(themeClass[theme] ?? lightThemeClass);
      for (const [name, value] of Object.entries(theme === 'brand' ? sampleBrand : {}))
        root.style.setProperty(name, value);
      if (theme !== 'brand') for (const name of Object.keys(sampleBrand)) root.style.removeProperty(name);
      return (
        <I18nProvider locale={locale}>
          <div
            key={`${locale}-${theme}`}
            className={themeClass[theme]}
            style={{
              ...(theme === 'brand' ? sampleBrand : {}),
              background: 'var(--spotter-color-background)',
              color: 'var(--spotter-color-text)',
              padding: '1rem',
              minHeight: '100%',
            }}
          >
            <Story />
          </div>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
