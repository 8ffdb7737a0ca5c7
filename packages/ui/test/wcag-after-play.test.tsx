import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page as browserPage, userEvent } from 'vitest/browser';
import { ComboBox } from '../src/primitives/ComboBox/ComboBox.tsx';
import { Button } from '../src/primitives/Button/Button.tsx';
import { render } from './render.tsx';
import type { StoryContext } from '@storybook/react-vite';
import { checkWcagAfterPlay } from '../../../.storybook/wcag-after-play.ts';

const story = { viewMode: 'story', title: 'Check', name: 'Story' } as StoryContext;

let host: HTMLElement | null = null;

function page(html: string): void {
  host = document.createElement('main');
  host.innerHTML = html;
  document.body.append(host);
}

afterEach(() => {
  host?.remove();
  host = null;
});

describe('the WCAG 2.2 AA check after a play function', () => {
  test('passes a clean page', async () => {
    page('<h1>Clean</h1><button type="button" style="min-width:44px;min-height:44px">Save</button>');
    await expect(checkWcagAfterPlay(story)).resolves.toBeUndefined();
  });

  test('fails on a target under 24 px, which axe checks only when asked for WCAG 2.2', async () => {
    page(
      '<h1>Small</h1><p><button type="button" style="all:unset;display:inline-block;width:14px;height:14px">a</button>' +
        '<button type="button" style="all:unset;display:inline-block;width:14px;height:14px">b</button></p>',
    );
    await expect(checkWcagAfterPlay(story)).rejects.toThrow(/\[serious\] target-size/);
  });

  test('fails on an image without a name, even in a live region', async () => {
    page('<h1>Image</h1><div role="log"><div role="img" aria-labelledby="gone"></div></div>');
    await expect(checkWcagAfterPlay(story)).rejects.toThrow(/role-img-alt/);
  });

  test('fails, with the reason, when axe cannot run', async () => {
    page('<h1>Busy</h1>');
    const running = axe.run(document.body);
    await expect(checkWcagAfterPlay(story)).rejects.toThrow(/axe could not check "Check \/ Story"/);
    await running;
  });

  test('fails on a focusable control inside an aria-hidden region', async () => {
    page(
      '<h1>Hidden</h1><div aria-hidden="true"><button type="button" style="min-width:44px;min-height:44px">Go</button></div>',
    );
    await expect(checkWcagAfterPlay(story)).rejects.toThrow(/\[serious\] aria-hidden-focus/);
  });

  test("sets aside the page React Aria hides while a combo box's list is open", async () => {
    render(
      <main>
        <h1>Open list</h1>
        <Button>Before</Button>
        <ComboBox
          label="City"
          items={[
            { id: 'sarajevo', label: 'Sarajevo' },
            { id: 'mostar', label: 'Mostar' },
          ]}
        />
      </main>,
    );
    await userEvent.click(browserPage.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('Mo');
    await expect.element(browserPage.getByRole('option', { name: 'Mostar' })).toBeVisible();
    // The list's opening hid the button and the heading from assistive technology, as React Aria does.
    await expect.element(browserPage.getByRole('button', { name: 'Before' })).not.toBeInTheDocument();
    await expect(checkWcagAfterPlay(story)).resolves.toBeUndefined();
  });

  test('leaves docs pages alone', async () => {
    page('<h1>Docs</h1><div role="img"></div>');
    await expect(checkWcagAfterPlay({ ...story, viewMode: 'docs' } as StoryContext)).resolves.toBeUndefined();
  });
});
