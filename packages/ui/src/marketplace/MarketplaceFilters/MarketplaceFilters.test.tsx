import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { languageCodes, marketplaceQueryKeys } from '@spotter/domain';
import { MarketplaceFilters, type MarketplaceFiltersProps } from './MarketplaceFilters.tsx';

const props: MarketplaceFiltersProps = {
  query: {
    specialty: 'strength',
    city: 'Zagreb',
    rating: 4,
    sort: 'rating',
    after: '4.5~0d1c1a8e-1111-4a1b-9c01-000000000001',
  },
  action: '/trainers',
  canMatchGoals: true,
  resultCount: 7,
};

let host: HTMLElement | null = null;
let root: Root | null = null;

// act() waits for React's work (hydration, effects) before the checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's HTML in a fresh element of the page. */
function serverHtml(element: React.ReactElement): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  host = null;
  vi.restoreAllMocks();
});

describe('MarketplaceFilters on the server', () => {
  test('renders a GET search form whose fields are the URL keys, set to the query', () => {
    const html = serverHtml(<MarketplaceFilters {...props} />);
    const form = html.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/trainers');
    expect(form.getAttribute('role')).toBe('search');
    const names = [...form.querySelectorAll<HTMLInputElement>('[name]')].map((field) => field.name);
    expect(names.every((name) => (marketplaceQueryKeys as readonly string[]).includes(name))).toBe(true);
    // A new search starts at the first page.
    expect(names).not.toContain('after');
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe(
      'q=&specialty=strength&city=Zagreb&radius=&type=&mode=&language=&day=&slot=&rating=4&sort=rating',
    );
    expect(form.querySelector<HTMLInputElement>('input[name="goals"]')?.value).toBe('mine');
    expect(form.querySelectorAll('select[name="language"] option')).toHaveLength(languageCodes.length + 1);
    // The fold is a native disclosure, open on the server while a folded filter is set (the rating).
    expect(form.querySelector('details')?.open).toBe(true);
    expect(form.querySelector('summary')?.textContent).toBe('More filters (1 active)');
    expect(form.querySelector('a[href="/trainers"]')?.textContent).toBe('Clear filters');
  });

  test('"Nearest" stays enabled without scripts: the server answers a search without a city', () => {
    const html = serverHtml(<MarketplaceFilters {...props} query={{}} />);
    expect(html.querySelector<HTMLOptionElement>('option[value="distance"]')?.disabled).toBe(false);
  });

  test('hydrates without a mismatch, keeps the fold as it was and guards "Nearest"', async () => {
    const errors = vi.spyOn(console, 'error');
    const element = <MarketplaceFilters {...props} query={{}} />;
    const html = serverHtml(element);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(html, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Folded as the server sent it: nothing moves when the island hydrates.
    expect(html.querySelector('details')?.open).toBe(false);
    expect(html.querySelector('summary')?.textContent).toBe('More filters');
    expect(html.querySelector<HTMLOptionElement>('option[value="distance"]')?.disabled).toBe(true);
  });

  test('once hydrated, empty fields and the default sort stay out of the URL', async () => {
    const element = <MarketplaceFilters {...props} query={{ q: 'yoga', sort: 'relevance' }} />;
    const html = serverHtml(element);
    await act(async () => {
      root = hydrateRoot(html, element);
    });
    const data = new FormData(html.querySelector('form')!);
    expect([...data.keys()]).toEqual(['q']);
  });

  test('keeps what the reader typed and chose before it hydrated', async () => {
    const element = <MarketplaceFilters {...props} query={{}} />;
    const html = serverHtml(element);
    const form = html.querySelector('form')!;
    // Typed into the server's HTML while the island's code was still loading.
    form.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'yoga';
    form.querySelector<HTMLInputElement>('input[name="city"]')!.value = 'Sarajevo';
    form.querySelector<HTMLSelectElement>('select[name="specialty"]')!.value = 'strength';
    form.querySelector<HTMLSelectElement>('select[name="sort"]')!.value = 'distance';
    form.querySelector<HTMLInputElement>('input[name="goals"]')!.checked = true;
    await act(async () => {
      root = hydrateRoot(html, element);
    });
    const data = new FormData(form);
    expect(Object.fromEntries(data)).toEqual({
      q: 'yoga',
      specialty: 'strength',
      goals: 'mine',
      city: 'Sarajevo',
      sort: 'distance',
    });
    // The hint that "Nearest" needs a city knows the typed city.
    expect(html.querySelector<HTMLOptionElement>('option[value="distance"]')?.disabled).toBe(false);
  });
});
