/**
 * Offline visual regression: every story of the primitives, the dashboard shell, the media and
 * gallery editors, the branding editor, the profile editor sections, the location form, the
 * coaching requests, the marketplace and the account settings is rendered in Chromium (with its play function) and
 * compared with the committed screenshot in __screenshots__/. Update after an intended change with `pnpm exec vitest run --project ui --update`.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { userEvent as storyUser } from 'storybook/test';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../../.storybook/preview.tsx';

// Without the accessibility addon's annotations: its axe run after every story asserts nothing
// outside the storybook project, which checks every story (after its play function) itself.
setProjectAnnotations([previewAnnotations]);

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
    '../src/account/**/*.stories.tsx',
    '../src/verification/**/*.stories.tsx',
    '../src/exercises/**/*.stories.tsx',
    '../src/plans/**/*.stories.tsx',
    '../src/sessions/**/*.stories.tsx',
  ],
  { eager: true },
);

/**
 * Stories that are not screenshotted, by component, each with its reason; they are reported as
 * skipped, and the storybook project still runs them. Embeds and linked files load from the
 * network (offline they show the browser's error page), and a <video> that cannot play draws
 * differently from run to run.
 */
const skipped: Record<string, Record<string, string>> = {
  MediaUpload: {
    VideoFile: 'a <video> that cannot play draws differently from run to run',
    VimeoUrl: 'it presses play, and the embed loads from the network',
    DirectFileUrl: 'the linked file loads from the network',
  },
  VideoEmbed: {
    YouTubePlaying: 'the embed loads from the network',
    VimeoPlayingByKeyboard: 'the embed loads from the network',
    Upload: 'a <video> that cannot play draws differently from run to run',
    FileLink: 'the linked file loads from the network',
  },
  ExerciseDetailView: {
    WithUpload: 'a <video> that cannot play draws differently from run to run',
  },
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

/**
 * Puts the browser's record of the last input in one known state before each story: a real click
 * on an empty spot (a corner over everything, gone again before the story mounts). Chromium shows
 * `:focus-visible` on a control focused by script (a play function's simulated click or upload,
 * a form focusing its first error) when the last real input was a key press, or when the control
 * focused before showed it, and not after a click; React Aria keeps its own record of the last
 * input for `data-focus-visible`. Left as the stories and tests before left them, the same story
 * drew a focus ring in one run and none in another (a full run against a single file).
 */
async function resetInputModality(): Promise<void> {
  const spot = document.createElement('div');
  spot.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 8px; height: 8px; z-index: 2147483647';
  document.body.append(spot);
  try {
    await userEvent.click(spot);
  } finally {
    spot.remove();
  }
}

/**
 * A story that draws nothing. Portable stories unmount a story only when the next one runs: a
 * story that ends with a modal dialog open (the account deletion dialog) left the page inert
 * under the next story's reset click, which then waited out every test after it. Running this
 * one first unmounts the last story, its dialogs and layers with it.
 */
const Blank = composeStory({ render: () => <></> }, { title: 'Blank' });

/** Waits until no transition or animation runs (hover and focus colours, toasts sliding in). */
async function settled(): Promise<void> {
  for (;;) {
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    // Endless animations (a spinner) never finish: only finite ones are waited for.
    const finite = running.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    if (finite.length === 0) return;
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
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
      const reason = Object.hasOwn(skipped, component) ? skipped[component]![name] : undefined;
      if (reason) {
        test.skip(`${name} (not screenshotted: ${reason})`, () => {});
        continue;
      }
      // Only the screenshot may be retried: the replayed play function's focus can lose the race
      // with the test frame's focus (the storybook project checks the interactions without retries).
      test(name, { retry: 2 }, async () => {
        const [width, height] = viewports[Story.globals?.viewport?.value ?? ''] ?? [1024, 768];
        await Blank.run();
        await page.viewport(width, height);
        await focusTestFrame();
        await resetInputModality();
        // The pointer starts in the corner: where the last story left it must not hover this one.
        await userEvent.hover(document.body, { position: { x: 0, y: 0 } });
        // run() first unmounts the previous story, then mounts this one and plays it.
        await Story.run();
        // Nor may the play function's last click leave its control hovered: play functions use
        // simulated pointer events, which only a simulated pointer leaving ends.
        for (const hovered of document.querySelectorAll<HTMLElement>('[data-hovered]'))
          await storyUser.unhover(hovered);
        await settled();
        await expect(page.elementLocator(document.body)).toMatchScreenshot(`${component}-${name}`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0005 },
        });
      });
    }
  });
}
