import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyLocation, type CitySuggestion, type Location } from '@spotter/domain';
import { searchStoryCities, storyPlaceDetails } from '../storyPlaces.ts';
import { countryName } from './countries.ts';
import { LocationForm } from './LocationForm.tsx';
import { render } from '../../../test/render.tsx';

function renderForm(
  initial: Location,
  onSearchCities: (query: string, signal: AbortSignal) => Promise<CitySuggestion[]> = searchStoryCities,
) {
  const onChange = vi.fn<(next: Location) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <LocationForm
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        errors={{}}
        onSearchCities={onSearchCities}
        onPlaceDetails={storyPlaceDetails}
      />
    );
  }
  render(<Harness />);
  return { onChange };
}

describe('LocationForm city autocomplete', () => {
  test('the keyboard alone chooses a suggestion, which fills state, country and the point', async () => {
    const { onChange } = renderForm(emptyLocation);
    const city = page.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    await userEvent.keyboard('ban');
    // Most populous first: Banja Luka, then Banja Koviljača.
    await expect
      .element(page.getByRole('option').nth(1))
      .toHaveTextContent(`Banja Koviljača — Mačva, ${countryName('RS', 'en')}`);
    await expect
      .element(page.getByRole('option').nth(0))
      .toHaveTextContent(`Banja Luka — Republika Srpska, ${countryName('BA', 'en')}`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(city).toHaveValue('Banja Koviljača');
    await expect.element(page.getByRole('textbox', { name: 'State / Province' })).toHaveValue('Mačva');
    await expect.element(page.getByRole('combobox', { name: 'Country' })).toHaveValue(countryName('RS', 'en'));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        city: 'Banja Koviljača',
        state: 'Mačva',
        countryCode: 'RS',
        lat: 44.5133,
        lon: 19.16,
      }),
    );
  });

  test('a newer query aborts the request in flight, a pause debounces, and short input asks nothing', async () => {
    const calls: { query: string; signal: AbortSignal }[] = [];
    const search = vi.fn(async (query: string, signal: AbortSignal) => {
      calls.push({ query, signal });
      // The first request is slow, so it is still in flight when the next query comes.
      if (calls.length === 1) await new Promise((resolve) => setTimeout(resolve, 1500));
      return searchStoryCities(query, signal);
    });
    renderForm(emptyLocation, search);
    await userEvent.click(page.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('z');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(search).not.toHaveBeenCalled();
    await userEvent.keyboard('ag');
    await vi.waitFor(() => expect(calls.map((call) => call.query)).toEqual(['zag']));
    await userEvent.keyboard('r');
    await vi.waitFor(() => expect(calls.map((call) => call.query)).toEqual(['zag', 'zagr']));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await expect.element(page.getByRole('option', { name: /Zagreb/ })).toBeInTheDocument();
  });

  test('typing over a chosen city keeps the text and drops the point', async () => {
    const chosen: Location = { city: 'Zagreb', state: 'City of Zagreb', countryCode: 'HR', lat: 45.815, lon: 15.9819 };
    const { onChange } = renderForm(chosen);
    const city = page.getByRole('combobox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Velika Gorica');
    await userEvent.keyboard('{Escape}');
    await expect.element(city).toHaveValue('Velika Gorica');
    expect(onChange).toHaveBeenLastCalledWith({ ...chosen, city: 'Velika Gorica', lat: null, lon: null });
  });
});
