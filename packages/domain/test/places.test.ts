import { describe, expect, it } from 'vitest';
import {
  citySearchQuerySchema,
  distanceKm,
  foldForSearch,
  foldPlaceName,
  gymCreateSchema,
  isServedCountry,
  gymSearchQuerySchema,
  placeDetailsQuerySchema,
  placesLimits,
  transliterateCyrillic,
} from '../src/places/index.ts';

describe('foldForSearch', () => {
  it('folds case, diacritics, spaces and the letters NFKD keeps whole', () => {
    expect(foldForSearch('Banja Luka')).toBe('banja luka');
    expect(foldForSearch('  BANJA   LUKA ')).toBe('banja luka');
    expect(foldForSearch('Zürich')).toBe('zurich');
    expect(foldForSearch('Đakovo')).toBe('dakovo');
    expect(foldForSearch('Čačak Šabac Žepče')).toBe('cacak sabac zepce');
    expect(foldForSearch('Großenhain')).toBe('grossenhain');
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('Tromsø')).toBe('tromso');
    expect(foldForSearch('São Paulo')).toBe('sao paulo');
  });
});

describe('foldPlaceName', () => {
  it('writes Serbian and Macedonian Cyrillic in Latin letters, then folds as foldForSearch', () => {
    expect(transliterateCyrillic('Београд')).toBe('Beograd');
    expect(transliterateCyrillic('Беч, Ниш, Љубљана, Њујорк, Џамија, Ћуприја')).toBe(
      'Beč, Niš, Ljubljana, Njujork, Džamija, Ćuprija',
    );
    expect(foldPlaceName('Београд')).toBe('beograd');
    expect(foldPlaceName('БЕОГРАД')).toBe(foldPlaceName('Beograd'));
    expect(foldPlaceName('Беч')).toBe(foldPlaceName('Beč'));
    expect(foldPlaceName('Ниш')).toBe('nis');
    expect(foldPlaceName('Ђаково')).toBe('dakovo');
    expect(foldPlaceName('Скопје')).toBe('skopje');
    expect(foldPlaceName('Минхен')).toBe('minhen');
    expect(foldPlaceName('München')).toBe('munchen');
    expect(foldPlaceName('  Banja   Luka ')).toBe('banja luka');
  });

  it('knows the served countries', () => {
    for (const code of ['BA', 'HR', 'RS', 'SI', 'ME', 'MK', 'XK', 'AT', 'DE', 'CH'])
      expect(isServedCountry(code), code).toBe(true);
    for (const code of ['RU', 'JP', 'US', 'ba', '']) expect(isServedCountry(code), code).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const sarajevo = { lat: 43.8563, lon: 18.4131 };
    expect(distanceKm(sarajevo, sarajevo)).toBe(0);
    expect(distanceKm(sarajevo, { lat: 45.815, lon: 15.9819 })).toBeGreaterThan(285);
    expect(distanceKm(sarajevo, { lat: 45.815, lon: 15.9819 })).toBeLessThan(292);
    expect(distanceKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe('the places query and body schemas', () => {
  it('takes city searches of 2 to 100 characters and a limit of 1 to 20, 8 by default', () => {
    expect(citySearchQuerySchema.parse({ q: ' sa ' })).toEqual({ q: 'sa', limit: placesLimits.defaultSuggestions });
    expect(citySearchQuerySchema.parse({ q: 'sar', limit: '20' }).limit).toBe(20);
    for (const bad of [
      {},
      { q: 's' },
      { q: 'x'.repeat(101) },
      { q: 'sa', limit: '0' },
      { q: 'sa', limit: '21' },
      { q: 'sa', limit: '2.5' },
      { q: ['sa'] },
    ]) {
      expect(citySearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(placeDetailsQuerySchema.safeParse({ id: '' }).success).toBe(false);
  });

  it('searches gyms only near a point', () => {
    expect(gymSearchQuerySchema.parse({ lat: '43.8', lon: '18.4' })).toEqual({ q: '', lat: 43.8, lon: 18.4, limit: 8 });
    for (const bad of [
      { q: 'fit' },
      { lat: '43.8' },
      { lat: '90.1', lon: '0' },
      { lat: '0', lon: '180.5' },
      { lat: 'north', lon: '0' },
    ]) {
      expect(gymSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('adds a gym with a name, an address and a point', () => {
    expect(gymCreateSchema.parse({ name: ' Iron Gym ', address: ' Ulica 1 ', lat: 43, lon: 18 })).toEqual({
      name: 'Iron Gym',
      address: 'Ulica 1',
      lat: 43,
      lon: 18,
    });
    for (const bad of [
      { name: 'I', address: 'Ulica 1', lat: 43, lon: 18 },
      { name: 'Iron Gym', address: '', lat: 43, lon: 18 },
      { name: 'Iron Gym', address: 'Ulica 1' },
    ]) {
      expect(gymCreateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
