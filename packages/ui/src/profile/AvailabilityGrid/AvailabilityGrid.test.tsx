import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AvailabilitySlot } from '@spotter/domain';
import { overwriteGetLocale, type Locale } from '@spotter/i18n';
import { AvailabilityGrid } from './AvailabilityGrid.tsx';
import { render } from '../../../test/render.tsx';

afterEach(() => {
  overwriteGetLocale(() => 'en');
});

function renderGrid(initial: AvailabilitySlot[] = [], options: { locale?: Locale; isDisabled?: boolean } = {}) {
  overwriteGetLocale(() => options.locale ?? 'en');
  const onChange = vi.fn<(next: AvailabilitySlot[]) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <button type="button">before</button>
        <AvailabilityGrid
          value={value}
          isDisabled={options.isDisabled}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <button type="button">after</button>
      </>
    );
  }
  render(<Harness />);
  return onChange;
}

const cell = (name: string) => page.getByRole('gridcell', { name, exact: true });

describe('AvailabilityGrid keyboard', () => {
  test('one Tab stop: Tab enters at the remembered cell and leaves the grid with the next Tab', async () => {
    renderGrid();
    await page.getByRole('button', { name: 'before' }).click();
    await userEvent.tab();
    await expect.element(cell('Monday, Morning')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect.element(cell('Wednesday, Afternoon')).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(cell('Wednesday, Afternoon')).toHaveFocus();
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  test('arrows stop at the edges; Home, End and Ctrl+Home/End jump', async () => {
    renderGrid();
    await page.getByRole('button', { name: 'before' }).click();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect.element(cell('Monday, Morning')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(cell('Monday, Night')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(cell('Monday, Night')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(cell('Monday, Morning')).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.element(cell('Sunday, Night')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(cell('Sunday, Night')).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect.element(cell('Monday, Morning')).toHaveFocus();
  });

  test('Space and Enter toggle the focused cell; the list stays in week order', async () => {
    const onChange = renderGrid([{ weekday: 'friday', timeSlot: 'Evening' }]);
    await page.getByRole('button', { name: 'before' }).click();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await expect.element(cell('Tuesday, Morning')).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith([
      { weekday: 'tuesday', timeSlot: 'Morning' },
      { weekday: 'friday', timeSlot: 'Evening' },
    ]);
    await userEvent.keyboard('{Enter}');
    await expect.element(cell('Tuesday, Morning')).toHaveAttribute('aria-selected', 'false');
    expect(onChange).toHaveBeenLastCalledWith([{ weekday: 'friday', timeSlot: 'Evening' }]);
  });

  test('disabled: the cells can be moved over but not switched', async () => {
    const onChange = renderGrid([], { isDisabled: true });
    await page.getByRole('button', { name: 'before' }).click();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} {Enter}');
    await expect.element(cell('Monday, Afternoon')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('hours in 12 h with AM/PM in English and 24 h in Slovenian', async () => {
    renderGrid();
    await expect.element(page.getByText('12:00 PM – 4:59 PM')).toBeVisible();
    renderGrid([], { locale: 'sl' });
    await expect.element(page.getByText('12:00 – 16:59')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: /Popoldne|Popoldan/ })).toBeVisible();
  });
});
