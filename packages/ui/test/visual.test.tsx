/**
 * Offline visual regression: every story of the primitives, the dashboard shell, the media and
 * gallery editors, the branding editor, the profile editor sections, the location form, the
 * coaching requests and the marketplace is rendered in Chromium (with its play function) and
 * compared with the committed screenshot in __screenshots__/. Update after an intended change with `pnpm exec vitest run --project ui --update`.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from '../../../.storybook/preview.tsx';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>(
  [
    '../src/primitives/**/*.stories.tsx',
    '../src/shell/DashboardShell/*.stories.tsx',
    '../src/media/**/*.stories.tsx',
    '../src/gallery/**/*.stories.tsx',
    '../src/brand/BrandingEditor/*.stories.tsx',
    '../src/profile/**/*.stories.tsx',
    '../src/location/**/*.stories.tsx',
    '../src/coaching/**/*.stories.tsx',
    '../src/marketplace/**/*.stories.tsx',
    '../src/reviews/**/*.stories.tsx',
  ],
  { eager: true },
);

/**
 * Stories that are not screenshotted, by component; the storybook project still runs them.
 * MediaUpload: YouTube and Vimeo embeds and linked files load from the network (offline they show
 * the browser's error page), and a <video> that cannot play draws differently from run to run;
 * its refused-file stories and GymPicker's invalid new gym draw focus differently from run to run.
 */
const skipped: Record<string, readonly string[]> = {
  MediaUpload: [
    'VideoFile',
    'YouTubeUrl',
    'VimeoUrl',
    'DirectFileUrl',
    'Disabled',
    'Mobile',
    // After a refused file the drop zone keeps or loses focus depending on where the browser's
    // focus was when the file input closed, which differs between a full run and a single file.
    'ImageTooLarge',
    'ImageWrongType',
    'VideoTooLarge',
    // The same after an accepted file: seen both ways in full runs on a busy machine.
    'ChooseImage',
  ],
  ImageUploadField: ['LogoEmpty'],
  // The same: whether the new-gym form's submit button still holds focus after the check.
  GymPicker: ['NewGymInvalid'],
};

const viewports: Record<string, [number, number]> = {
  mobile: [375, 740],
  tablet: [768, 1024],
  desktop: [1280, 800],
};

/**
 * Play functions tab through controls and check where the focus lands, and a focused control
 * draws its focus ring in the screenshot. Both need the test frame to hold the browser's focus,
 * which it can lose between tests: take it back (waiting a bounded while) before each story.
 */
async function focusTestFrame(): Promise<void> {
  window.focus();
  for (let waited = 0; !document.hasFocus() && waited < 500; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const component = file.split('/').at(-2) ?? file;
  describe(component, () => {
    const stories = composeStories(module) as Record<
      string,
      { run: () => Promise<void>; globals?: { viewport?: { value?: string } } }
    >;
    for (const [name, Story] of Object.entries(stories)) {
      if (skipped[component]?.includes(name)) continue;
      test(name, async () => {
        const [width, height] = viewports[Story.globals?.viewport?.value ?? ''] ?? [1024, 768];
        await page.viewport(width, height);
        await focusTestFrame();
        // The pointer starts in the corner: where the last story left it must not hover this one.
        await userEvent.hover(document.body, { position: { x: 0, y: 0 } });
        // run() first unmounts the previous story, then mounts this one and plays it.
        await Story.run();
        await new Promise((resolve) => setTimeout(resolve, 150));
        await expect(page.elementLocator(document.body)).toMatchScreenshot(`${component}-${name}`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0005 },
        });
      });
    }
  });
}
