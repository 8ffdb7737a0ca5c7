import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { languageCodes, type LanguageCode } from '@spotter/domain';
import { overwriteGetLocale, type Locale } from '@spotter/i18n';
import { MultiLanguageSelector } from './MultiLanguageSelector.tsx';
import { render } from '../../../test/render.tsx';

afterEach(() => {
  overwriteGetLocale(() => 'en');
});

/** Renders the selector in `locale`, keeping its value in state; returns the change spy. */
function renderSelector(locale: Locale, initial: LanguageCode[] = [], max?: number) {
  overwriteGetLocale(() => locale);
  const onChange = vi.fn<(next: LanguageCode[]) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <MultiLanguageSelector
        label="Languages"
        value={value}
        max={max}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return onChange;
}

/** The name of the first language the open list offers. */
function firstOption(): string | undefined {
  return document.querySelector('[role="option"] span:nth-child(2)')?.textContent ?? undefined;
}

describe('MultiLanguageSelector', () => {
  test("type-ahead 'ger' offers German first, chosen with the keyboard", async () => {
    const onChange = renderSelector('en');
    const input = page.getByRole('combobox', { name: 'Languages' });
    await input.click();
    await userEvent.keyboard('ger');
    await vi.waitFor(() => expect(firstOption()).toBe('German'));
    await userEvent.keyboard('{ArrowDown}');
    // Enter chooses the option the list has marked as focused: wait for that mark, not for time.
    await vi.waitFor(() =>
      expect(document.querySelector('[role="option"][data-focused] span:nth-child(2)')?.textContent).toBe('German'),
    );
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['de']));
    await expect.element(input).toHaveValue('');
    await expect.element(page.getByRole('button', { name: 'Remove German' })).toBeVisible();
    await expect.element(page.getByText('1 language selected')).toBeVisible();
    // A chosen language is no longer offered.
    await userEvent.keyboard('germ');
    await expect.element(page.getByRole('option', { name: 'German', exact: true })).not.toBeInTheDocument();
  });

  test('search ignores case and diacritics and also matches codes', async () => {
    renderSelector('de');
    await page.getByRole('combobox').click();
    await userEvent.keyboard('FRANZO');
    await vi.waitFor(() => expect(firstOption()).toBe('Französisch'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}sl');
    await expect.element(page.getByRole('option', { name: /Slowenisch/ })).toBeVisible();
  });

  test('a chip is removed by its button and the last one by Backspace in the empty input', async () => {
    const onChange = renderSelector('en', ['bs', 'en', 'de']);
    await page.getByRole('button', { name: 'Remove English' }).click();
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['bs', 'de']));
    await expect.element(page.getByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();
    await page.getByRole('combobox').click();
    await userEvent.keyboard('{Backspace}');
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['bs']));
    await expect.element(page.getByText('1 language selected')).toBeVisible();
    // Backspace with text in the input only edits the text.
    await userEvent.keyboard('x');
    await expect.element(page.getByRole('combobox')).toHaveValue('x');
    await userEvent.keyboard('{Backspace}');
    await expect.element(page.getByRole('combobox')).toHaveValue('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('at the maximum a further language is refused with a message', async () => {
    const onChange = renderSelector('en', ['bs', 'hr'], 2);
    await page.getByRole('combobox').click();
    await userEvent.keyboard('serb');
    // The list is filtered before the choice: a key pressed earlier could land on the unfiltered list.
    await vi.waitFor(() => expect(firstOption()).toBe('Serbian'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'You can choose at most 2 languages. Remove one to add another.',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  test.each([
    [1, '1 izbran jezik'],
    [2, '2 izbrana jezika'],
    [3, '3 izbrani jeziki'],
    [4, '4 izbrani jeziki'],
    [5, '5 izbranih jezikov'],
    [11, '11 izbranih jezikov'],
  ])('Slovenian count for %i: %s', async (count, text) => {
    renderSelector('sl', languageCodes.slice(0, count) as LanguageCode[]);
    await expect.element(page.getByText(text, { exact: true })).toBeVisible();
  });

  test.each([
    [1, '1 odabrani jezik'],
    [3, '3 odabrana jezika'],
    [5, '5 odabranih jezika'],
    [12, '12 odabranih jezika'],
    [21, '21 odabrani jezik'],
    [22, '22 odabrana jezika'],
  ])('Croatian count for %i: %s', async (count, text) => {
    renderSelector('hr', languageCodes.slice(0, count) as LanguageCode[], 30);
    await expect.element(page.getByText(text, { exact: true })).toBeVisible();
  });
});
