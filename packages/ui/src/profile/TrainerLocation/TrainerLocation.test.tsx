import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyLocation, type TrainerLocation } from '@spotter/domain';
import { searchStoryCities, storyGymDirectory, storyPlaceDetails } from '../../location/storyPlaces.ts';
import { TrainerLocationFields } from './TrainerLocation.tsx';
import { render } from '../../../test/render.tsx';

/** Resolves after the next frame has been drawn (its scroll events dispatched). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function Harness() {
  const [value, setValue] = useState<TrainerLocation>({ location: emptyLocation, gyms: [] });
  const directory = storyGymDirectory();
  return (
    // Room above and below: the page scrolls, as the editor's long form does.
    <div style={{ paddingBlock: '100vh' }}>
      <TrainerLocationFields
        value={value}
        onChange={setValue}
        errors={{}}
        onSearchCities={searchStoryCities}
        onPlaceDetails={storyPlaceDetails}
        onSearchGyms={directory.search}
        onCreateGym={directory.create}
      />
    </div>
  );
}

describe('TrainerLocationFields', () => {
  test('after the city changed, Add gym focuses the search and the nearest gyms stay listed though the page scrolls to it', async () => {
    render(<Harness />);
    const city = page.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    await userEvent.keyboard('banja');
    await expect.element(page.getByRole('option', { name: /^Banja Luka/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(page.getByText(/^\d+\.\d+, \d+\.\d+$/)).toBeVisible();

    // The Add gym button at the bottom edge of the window: the search field it opens lies below it,
    // and focusing the field scrolls the page.
    const add = page.getByRole('button', { name: 'Add gym' });
    (add.element() as HTMLElement).scrollIntoView({ block: 'end' });
    await nextFrame();
    const scrolledTo = window.scrollY;
    await userEvent.click(add);

    const search = page.getByRole('combobox', { name: 'Search gyms near you' });
    await expect.element(search).toHaveFocus();
    await expect.poll(() => window.scrollY).toBeGreaterThan(scrolledTo);
    // Listed on focus, without typing, and still listed once the page has scrolled.
    await expect.element(page.getByRole('option', { name: /^Iron Gym Banja Luka/ })).toBeVisible();
    await nextFrame();
    await expect.element(search).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('listbox')).toBeVisible();
  });
});
