import { describe, expect, test } from 'vitest';
import { marketplaceWidenings } from './widen.ts';

describe('marketplaceWidenings', () => {
  test('nothing to widen in a search without filters', () => {
    expect(marketplaceWidenings({}, '/trainers')).toEqual([]);
  });

  test('each wider search lifts one limit, keeps the rest and starts at the first page', () => {
    const widenings = marketplaceWidenings(
      {
        specialty: 'strength',
        goals: 'mine',
        city: 'Zagreb',
        day: 'monday',
        slot: 'Evening',
        rating: 4.5,
        sort: 'rating',
        after: '4.5~0d1c1a8e-1111-4a1b-9c01-000000000001',
        limit: 12,
      },
      '/trainers',
    );
    expect(widenings).toEqual([
      {
        label: 'Any rating',
        href: '/trainers?specialty=strength&goals=mine&city=Zagreb&day=monday&slot=Evening&sort=rating',
      },
      { label: 'Any day and time', href: '/trainers?specialty=strength&goals=mine&city=Zagreb&rating=4.5&sort=rating' },
      {
        label: 'Within 50 km',
        href: '/trainers?specialty=strength&goals=mine&city=Zagreb&radius=50&day=monday&slot=Evening&rating=4.5&sort=rating',
      },
      { label: 'Any specialty', href: '/trainers?city=Zagreb&day=monday&slot=Evening&rating=4.5&sort=rating' },
    ]);
  });

  test('past the largest radius the search drops the city, and a distance sort with it', () => {
    expect(marketplaceWidenings({ city: 'Bihać', radius: 250, sort: 'distance', mode: 'online' }, '/trainers')).toEqual(
      [
        { label: 'Anywhere', href: '/trainers?mode=online' },
        { label: 'Any training mode', href: '/trainers?city=Biha%C4%87&radius=250&sort=distance' },
      ],
    );
  });
});
