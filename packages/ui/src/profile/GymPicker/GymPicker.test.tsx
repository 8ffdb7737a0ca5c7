import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { GymChoice } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { banjaLuka, storyGymDirectory, storyGyms } from '../../location/storyPlaces.ts';
import { GymPicker } from './GymPicker.tsx';
import { render } from '../../../test/render.tsx';

const near = { lat: banjaLuka.lat as number, lon: banjaLuka.lon as number };
const [iron, borik] = storyGyms as [GymChoice, GymChoice];

function renderPicker(initial: GymChoice[]) {
  const directory = storyGymDirectory();
  const onChange = vi.fn<(next: GymChoice[]) => void>();
  const onSearchGyms = vi.fn(directory.search);
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <GymPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        errors={{}}
        near={near}
        onSearchGyms={onSearchGyms}
        onCreateGym={directory.create}
      />
    );
  }
  render(<Harness />);
  return { onChange, onSearchGyms };
}

describe('GymPicker', () => {
  test('the third gym, chosen with the keyboard, reaches the limit: no adder, the limit message', async () => {
    const { onChange } = renderPicker([iron, borik]);
    await expect.element(page.getByText(m.gyms_error_max())).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Add gym' }));
    await expect.element(page.getByRole('combobox', { name: 'Search gyms near you' })).toHaveFocus();
    // Nearest first; the two chosen ones are listed but cannot be chosen again.
    await expect
      .poll(() => page.getByRole('option').nth(0).element().textContent)
      .toMatch(/^Iron Gym Banja Luka.*0\.2 km$/);
    await expect.element(page.getByRole('option', { name: /Iron Gym/ })).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('option', { name: /Borik/ })).toHaveAttribute('aria-disabled', 'true');
    // Arrow keys skip the options that cannot be chosen.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const added = onChange.mock.lastCall?.[0] ?? [];
    expect(added).toHaveLength(3);
    expect(added.slice(0, 2)).toEqual([iron, borik]);
    expect([iron.value, borik.value]).not.toContain(added[2]?.value);
    await expect.element(page.getByText(m.gyms_error_max())).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add gym' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('listitem').nth(2)).toBeVisible();
  });

  test('the adder closes with Cancel and gives the focus back to the Add gym button', async () => {
    const { onChange } = renderPicker([]);
    await expect.element(page.getByRole('button', { name: 'Add gym' })).toBeInTheDocument();
    (page.getByRole('button', { name: 'Add gym' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option').nth(0)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(page.getByRole('combobox')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add gym' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
