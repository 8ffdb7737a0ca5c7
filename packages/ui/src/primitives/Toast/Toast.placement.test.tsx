/**
 * Toasts stay clear of the bottom navigation bar (SPEC: 60 px high) where phones and tablets show
 * it, and sit in the corner on a desktop, which has none.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { limits } from '@spotter/domain';
import { render } from '../../../test/render.tsx';
import { createToastQueue, showToast } from './Toast.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import '../../styles/reset.css.ts';
import '../../theme/themes.css.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Where the element comes to rest once it has slid in: its animations may start a frame after it
 * shows (a busy machine measured it mid-slide), so it is read until two frames with no animation
 * running give the same place.
 */
async function restingBottom(element: HTMLElement): Promise<number> {
  let last = Number.NaN;
  for (;;) {
    await nextFrame();
    await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})));
    const bottom = element.getBoundingClientRect().bottom;
    if (bottom === last) return bottom;
    last = bottom;
  }
}

describe('the toast region', () => {
  for (const [width, height, barShown] of [
    [375, 740, true],
    [768, 1024, true],
    [1280, 800, false],
  ] as const) {
    test(`at ${width} px`, async () => {
      await page.viewport(width, height);
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      showToast({ tone: 'success', title: 'Availability saved.', queue });
      await expect.element(page.getByText('Availability saved.')).toBeVisible();
      const toast = page.getByText('Availability saved.').element().closest('[role="alertdialog"]') as HTMLElement;
      const bottom = await restingBottom(toast);
      if (barShown) expect(bottom).toBeLessThanOrEqual(height - limits.bottomNavHeightPx);
      else expect(bottom).toBeGreaterThan(height - limits.bottomNavHeightPx);
      queue.clear();
    });
  }
});
