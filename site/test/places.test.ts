import { describe, expect, it } from 'vitest';
import { distanceKm, foldForSearch, foldPlaceName, isServedCountry, placesLimits, type Locale } from '@spotter/domain';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { bundledPlaces } from '#server/places/bundled.ts';
import { boundingBox, createGym, gymsByIds, searchGyms } from '#server/repos/gyms.ts';
import { demoGymDirectory, seedGymDirectory } from '#server/db/seed-gyms.ts';
import { trainers } from '#server/db/seed-data.ts';
import { createUser } from '#server/repos/users.ts';

const { on } = openTestDatabases();

const sarajevo = { lat: 43.8563, lon: 18.4131 };

/** The gym names the seeded trainers refer to (seed-data.ts). */
const seededTrainerGyms = [...new Set(trainers.flatMap((trainer) => trainer.gyms))];

describe('the demo gym directory', () => {
  it('has 8 to 15 gyms in each seeded city, near the city, every seeded trainer gym among them', () => {
    const centres: Record<string, { lat: number; lon: number }> = {
      Sarajevo: sarajevo,
      'Banja Luka': { lat: 44.7784, lon: 17.1939 },
      Mostar: { lat: 43.3438, lon: 17.8078 },
      Tuzla: { lat: 44.5384, lon: 18.6671 },
      Zagreb: { lat: 45.815, lon: 15.9819 },
      Split: { lat: 43.5081, lon: 16.4402 },
      Rijeka: { lat: 45.3267, lon: 14.4424 },
      Ljubljana: { lat: 46.0569, lon: 14.5058 },
      Maribor: { lat: 46.5547, lon: 15.6459 },
      Belgrade: { lat: 44.7866, lon: 20.4489 },
      'Novi Sad': { lat: 45.2671, lon: 19.8335 },
      Niš: { lat: 43.3247, lon: 21.9033 },
      Podgorica: { lat: 42.4411, lon: 19.2636 },
      Skopje: { lat: 41.9965, lon: 21.4314 },
      Berlin: { lat: 52.52, lon: 13.405 },
      Munich: { lat: 48.1374, lon: 11.5755 },
      Hamburg: { lat: 53.5507, lon: 9.993 },
      Vienna: { lat: 48.2085, lon: 16.3721 },
      Zürich: { lat: 47.3667, lon: 8.55 },
    };
    expect(demoGymDirectory.map((c) => c.city).sort()).toEqual(Object.keys(centres).sort());
    for (const { city, gyms } of demoGymDirectory) {
      expect(gyms.length, city).toBeGreaterThanOrEqual(8);
      expect(gyms.length, city).toBeLessThanOrEqual(15);
      for (const [name, , lat, lon] of gyms) {
        expect(distanceKm(centres[city]!, { lat, lon }), name).toBeLessThan(15);
      }
    }
    const names = demoGymDirectory.flatMap((c) => c.gyms.map(([name]) => name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of seededTrainerGyms) expect(names).toContain(name);
  });
});

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`places on ${title}`, () => {
    it('holds the whole bundled dataset: at least 25,000 cities with a point, a state and a country code', async () => {
      const db = on(name);
      const row = await db
        .selectFrom('cities')
        .select((eb) => [
          eb.fn.countAll<number>().as('all'),
          eb.fn.count<number>('id').filterWhere('state', '<>', '').as('with_state'),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(row.all)).toBeGreaterThanOrEqual(25_000);
      expect(Number(row.with_state) / Number(row.all)).toBeGreaterThan(0.98);
      const bad = await db
        .selectFrom('cities')
        .select('id')
        .where((eb) => eb.or([eb('search_name', '=', ''), eb('country_code', '!~', '^[A-Z]{2}$')]))
        .limit(1)
        .execute();
      expect(bad).toEqual([]);
    });

    it('finds a city by the start of its name in any case and without diacritics', async () => {
      const places = bundledPlaces(on(name));
      for (const query of ['Banja Lu', 'banja luka', 'BANJA  LUKA', 'bańja lu']) {
        const [first] = await places.searchCities(query, 8);
        expect(first, query).toMatchObject({ name: 'Banja Luka', countryCode: 'BA', state: 'Srpska' });
      }
      const [zurich] = await places.searchCities('Zur', 8);
      expect(zurich).toMatchObject({ name: 'Zürich', countryCode: 'CH' });
      const [munich] = await places.searchCities('MUNI', 8);
      expect(munich?.countryCode).toBe('DE');
    });

    it('ranks suggestions the served countries first, then by population, and keeps to the limit, for every length of query', async () => {
      const db = on(name);
      const places = bundledPlaces(db);
      for (const query of ['sa', 'sar', 'sara', 'san ', 'be']) {
        const found = await places.searchCities(query, 8);
        expect(found, query).toHaveLength(8);
        expect(new Set(found.map((city) => city.id)).size, query).toBe(8);
        const names = await db
          .selectFrom('city_names')
          .select(['city_id', 'search_name'])
          .where(
            'city_id',
            'in',
            found.map((city) => Number(city.id)),
          )
          .execute();
        for (const city of found)
          expect(
            names.some((row) => String(row.city_id) === city.id && row.search_name.startsWith(foldPlaceName(query))),
            city.name,
          ).toBe(true);
        const order = found.map((city) => [isServedCountry(city.countryCode) ? 1 : 0, city.population] as const);
        expect(order, query).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
      }
      expect((await places.searchCities('sarajevo', 8))[0]?.name).toBe('Sarajevo');
      expect(await places.searchCities('be', 3)).toHaveLength(3);
      expect(await places.searchCities('sa', placesLimits.maxSuggestions)).toHaveLength(placesLimits.maxSuggestions);
    });

    it('finds a city by its local name and its name in each of the six languages, in Latin or Cyrillic letters, nearby first', async () => {
      const places = bundledPlaces(on(name));
      const expected: Array<[string, string, string]> = [
        ['Sara', 'Sarajevo', 'BA'],
        ['Nis', 'Niš', 'RS'],
        ['Niš', 'Niš', 'RS'],
        ['Wien', 'Vienna', 'AT'],
        ['Beč', 'Vienna', 'AT'],
        ['Bec', 'Vienna', 'AT'],
        ['Dunaj', 'Vienna', 'AT'],
        ['Беч', 'Vienna', 'AT'],
        ['München', 'Munich', 'DE'],
        ['Munchen', 'Munich', 'DE'],
        ['Minhen', 'Munich', 'DE'],
        ['Минхен', 'Munich', 'DE'],
        ['Munich', 'Munich', 'DE'],
        ['Beograd', 'Belgrade', 'RS'],
        ['Београд', 'Belgrade', 'RS'],
        ['BEOGRAD', 'Belgrade', 'RS'],
        ['Belgrade', 'Belgrade', 'RS'],
        ['Belgrad', 'Belgrade', 'RS'],
        ['Сарајево', 'Sarajevo', 'BA'],
        ['Ниш', 'Niš', 'RS'],
        ['Zürich', 'Zürich', 'CH'],
        ['Zurich', 'Zürich', 'CH'],
      ];
      for (const [query, city, countryCode] of expected) {
        const [first] = await places.searchCities(query, 8);
        expect(first, query).toMatchObject({ name: city, countryCode });
      }
      // A large city abroad is found by its names too.
      const [tokyo] = await places.searchCities('Tokio', 8);
      expect(tokyo).toMatchObject({ name: 'Tokyo', countryCode: 'JP' });
    });

    it("names suggestions and details in the reader's language where a name in it is known", async () => {
      const places = bundledPlaces(on(name));
      const named: Array<[string, Locale, string]> = [
        ['Wien', 'bs', 'Beč'],
        ['Vienna', 'hr', 'Beč'],
        ['Beč', 'sr', 'Beč'],
        ['Vienna', 'sl', 'Dunaj'],
        ['Beč', 'de', 'Wien'],
        ['Dunaj', 'en', 'Vienna'],
        ['Belgrade', 'bs', 'Beograd'],
        ['Београд', 'de', 'Belgrad'],
        ['Beograd', 'en', 'Belgrade'],
        ['Skopje', 'hr', 'Skoplje'],
        ['Zurich', 'sr', 'Cirih'],
        ['Cirih', 'de', 'Zürich'],
        // No name in that language: the dataset's.
        ['Minhen', 'bs', 'Munich'],
      ];
      for (const [query, locale, city] of named) {
        const [first] = await places.searchCities(query, 8, locale);
        expect(first?.name, `${query} (${locale})`).toBe(city);
      }
      const [vienna] = await places.searchCities('Wien', 1, 'sl');
      expect(await places.placeDetails(vienna!.id, 'sl')).toMatchObject({ city: 'Dunaj', countryCode: 'AT' });
      expect(await places.placeDetails(vienna!.id, 'de')).toMatchObject({ city: 'Wien' });
      expect(await places.placeDetails(vienna!.id)).toMatchObject({ city: 'Vienna' });
      const sources = await on(name).selectFrom('place_sources').select(['id', 'licence']).orderBy('id').execute();
      expect(sources.map((source) => source.licence)).toEqual([
        'CC BY 4.0',
        'CC BY 4.0',
        'Unicode License v3 (CLDR); GeoNames ids CC BY 4.0',
      ]);
    });

    it('takes LIKE wildcards and odd text literally, and finds nothing for them', async () => {
      const places = bundledPlaces(on(name));
      for (const query of [
        's%',
        'sa%',
        '__',
        '%%%',
        'b_nja',
        '\\\\',
        "'; drop table cities; --",
        '\u0301\u0301',
        '__proto__',
      ]) {
        expect(await places.searchCities(query, 8), query).toEqual([]);
      }
    });

    it('gives the details of a suggestion, and null for ids it does not know', async () => {
      const places = bundledPlaces(on(name));
      const [banjaLuka] = await places.searchCities('banja luka', 1);
      const details = await places.placeDetails(banjaLuka!.id);
      expect(details).toMatchObject({ id: banjaLuka!.id, city: 'Banja Luka', state: 'Srpska', countryCode: 'BA' });
      expect(distanceKm(details!, { lat: 44.7784, lon: 17.1939 })).toBeLessThan(5);
      for (const id of ['0', '-1', 'abc', '99999999999', '2147483648', '1.5', '__proto__', 'constructor']) {
        expect(await places.placeDetails(id), id).toBeNull();
      }
    });

    it('seeds the demo directory once and answers every gym id by name', async () => {
      const db = on(name);
      const first = await seedGymDirectory(db);
      const second = await seedGymDirectory(db);
      expect(second).toEqual(first);
      for (const gym of seededTrainerGyms) expect(first.get(gym), gym).toMatch(/^[0-9a-f-]{36}$/);
      const count = demoGymDirectory.reduce((sum, city) => sum + city.gyms.length, 0);
      expect(first.size).toBe(count);
      const stored = await gymsByIds(db, [first.get('ŠRC Mladost')!]);
      expect(stored.get(first.get('ŠRC Mladost')!)).toMatchObject({
        name: 'ŠRC Mladost',
        address: 'Jarunska ul. 5, Zagreb',
        city: 'Zagreb',
        countryCode: 'HR',
      });
    });

    it('searches gyms near a point, nearest first, with the distance to one decimal', async () => {
      const db = on(name);
      await seedGymDirectory(db);
      const near = await searchGyms(db, { q: '', ...sarajevo, limit: 20 });
      expect(near.length).toBeGreaterThanOrEqual(10);
      const distances = near.map((gym) => gym.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const gym of near) {
        expect(gym.distanceKm).toBeLessThanOrEqual(placesLimits.gymRadiusKm);
        expect(gym.distanceKm).toBeCloseTo(Math.round(distanceKm(sarajevo, gym) * 10) / 10, 5);
      }
      // Nothing of Mostar (about 70 km away) or further.
      expect(near.map((gym) => gym.label)).not.toContain('Physio & Fit Mostar');
      expect(await searchGyms(db, { q: '', ...sarajevo, limit: 3 })).toHaveLength(3);
    });

    it('filters gyms by any part of the name, ignoring case and diacritics', async () => {
      const db = on(name);
      await seedGymDirectory(db);
      for (const q of ['skenderija', 'SKENDERIJA BOX', 'bašč', 'basc']) {
        const found = await searchGyms(db, { q, ...sarajevo, limit: 8 });
        expect(found.length, q).toBeGreaterThanOrEqual(1);
        for (const gym of found) expect(foldForSearch(gym.label).includes(foldForSearch(q)), gym.label).toBe(true);
      }
      expect(await searchGyms(db, { q: '%', ...sarajevo, limit: 8 })).toEqual([]);
      expect(await searchGyms(db, { q: '', lat: -45, lon: -120, limit: 8 })).toEqual([]);
    });

    it('adds a gym that others find at once, placed in the nearest city, and refuses the same gym nearby', async () => {
      const db = on(name);
      const trainer = await createUser(db, {
        email: uniqueEmail('gym'),
        passwordHash: null,
        role: 'trainer',
        language: 'bs',
      });
      const label = `Hrasno Iron Gym ${Math.random().toString(36).slice(2, 8)}`;
      const point = { lat: 43.8487, lon: 18.3878 };
      // Asked before the gym exists: the remembered answer must not hide it afterwards.
      expect(await searchGyms(db, { q: label.toUpperCase(), ...sarajevo, limit: 8 })).toEqual([]);
      const created = await createGym(db, {
        name: label,
        address: 'Trg heroja 10, Sarajevo',
        ...point,
        createdBy: trainer.id,
      });
      expect(created).toMatchObject({ label, address: 'Trg heroja 10, Sarajevo', distanceKm: 0 });
      const found = await searchGyms(db, { q: label.toUpperCase(), ...sarajevo, limit: 8 });
      expect(found.map((gym) => gym.value)).toEqual([created.value]);
      const stored = (await gymsByIds(db, [created.value])).get(created.value);
      expect(stored).toMatchObject({ city: 'Sarajevo', countryCode: 'BA' });

      // The same name (any case) 100 m away is the same gym; 1 km away it is another one.
      await expect(
        createGym(db, {
          name: ` ${label.toLowerCase()} `.trim(),
          address: 'Trg heroja 12, Sarajevo',
          lat: point.lat + 0.0009,
          lon: point.lon,
          createdBy: trainer.id,
        }),
      ).rejects.toMatchObject({ kind: 'conflict', key: 'places_error_gym_exists' });
      await expect(
        createGym(db, {
          name: label,
          address: 'Grbavička 4, Sarajevo',
          lat: point.lat + 0.009,
          lon: point.lon,
          createdBy: trainer.id,
        }),
      ).resolves.toMatchObject({ label });
    });

    it('answers gyms by id, ignoring ids that are not a gym of the directory', async () => {
      const db = on(name);
      const ids = await seedGymDirectory(db);
      const tivoli = ids.get('Studio Tivoli')!;
      const found = await gymsByIds(db, [
        tivoli,
        tivoli.toUpperCase(),
        'sa-fitness-pass',
        '__proto__',
        '',
        '00000000-0000-0000-0000-000000000000',
      ]);
      expect([...found.keys()]).toEqual([tivoli]);
      expect(await gymsByIds(db, [])).toEqual(new Map());
    });
  });

describe('the bounding box of a gym search', () => {
  it('holds every point within the radius, and every longitude near a pole or across the antimeridian', () => {
    const box = boundingBox(sarajevo, 50);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        lat: sarajevo.lat + (49.9 / 111.32) * Math.cos(rad),
        lon: sarajevo.lon + ((49.9 / 111.32) * Math.sin(rad)) / Math.cos((sarajevo.lat * Math.PI) / 180),
      };
      expect(distanceKm(sarajevo, point)).toBeLessThan(50);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lon).toBeGreaterThanOrEqual(box.lon!.min);
      expect(point.lon).toBeLessThanOrEqual(box.lon!.max);
    }
    expect(boundingBox({ lat: 0, lon: 179.9 }, 50).lon).toBeNull();
    expect(boundingBox({ lat: 89.9, lon: 0 }, 50)).toMatchObject({ maxLat: 90, lon: null });
  });
});
