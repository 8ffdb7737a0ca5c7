import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { darkThemeClass, lightThemeClass } from '../../theme/index.ts';
import { trainerProfile } from '../demo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import * as styles from './Sidebar.css.ts';
import { render } from '../../../test/render.tsx';

/** axe's colour-contrast findings on the whole page (the menu opens in a layer of its own). */
async function contrastFindings(): Promise<string[]> {
  axe.reset();
  const results = await axe.run(document.body, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations', 'incomplete'],
  });
  const describe = (result: axe.Result) =>
    result.nodes.map((node) => `${result.id} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
  // "incomplete" is what axe could not decide (text over a gradient or an image): none is expected here.
  return [...results.violations.flatMap(describe), ...results.incomplete.flatMap(describe)];
}

/** Waits until the hover and press colours have finished their transition. */
async function settled(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

const themes = { light: lightThemeClass, dark: darkThemeClass } as const;

afterEach(() => {
  document.documentElement.classList.remove(lightThemeClass, darkThemeClass);
});

describe('the sidebar profile menu keeps its text readable (WCAG 1.4.3)', () => {
  for (const [theme, themeClass] of Object.entries(themes)) {
    test(`in the ${theme} theme: at rest, hovered, focused, open, and on each item`, async () => {
      document.documentElement.classList.add(themeClass);
      render(
        <nav className={styles.sidebar} style={{ display: 'flex' }}>
          <ProfileMenu profile={trainerProfile} onLogout={() => new Promise(() => {})} />
        </nav>,
      );
      const trigger = page.getByRole('button', { name: /Amra Hodžić/ });
      await expect.element(trigger).toBeVisible();
      expect(await contrastFindings(), 'at rest').toEqual([]);

      await userEvent.hover(trigger);
      await expect.element(trigger).toHaveAttribute('data-hovered', 'true');
      await settled();
      expect(await contrastFindings(), 'hovered').toEqual([]);
      await userEvent.unhover(trigger);

      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.keyboard('{Tab}');
      await expect.element(trigger).toHaveAttribute('data-focus-visible', 'true');
      await settled();
      expect(await contrastFindings(), 'focused').toEqual([]);

      await userEvent.keyboard('{Enter}');
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
      const items = page.getByRole('menuitem');
      await expect.element(items.first()).toHaveFocus();
      await settled();
      expect(await contrastFindings(), 'open, the first item focused').toEqual([]);
      const count = items.all().length;
      expect(count).toBeGreaterThan(1);
      for (let index = 1; index < count; index++) {
        await userEvent.hover(items.nth(index));
        await expect.element(items.nth(index)).toHaveAttribute('data-hovered', 'true');
        await settled();
        expect(await contrastFindings(), `open, item ${index + 1} hovered`).toEqual([]);
      }
    });
  }
});
