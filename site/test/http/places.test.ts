import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  isServedCountry,
  placesLimits,
  type CitySuggestion,
  type GymSuggestion,
  type PlaceDetails,
} from '@spotter/domain';
import { baseUrl, call, freshIp, json, registerThenSignIn } from '../helpers/http.ts';

/** A new account of `role`, so that no other test's searches count against its limits. */
async function registered(role: 'client' | 'trainer'): Promise<string> {
  const email = `places.${role}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  return registerThenSignIn(
    baseUrl(),
    { email, password: 'correct horse battery', role },
    { 'x-forwarded-for': freshIp() },
  );
}

async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

const cities = (cookie: string, query: string) => call(`/api/places/cities?${query}`, { cookie });
const gyms = (cookie: string, query: string) => call(`/api/places/gyms?${query}`, { cookie });
const addGym = (cookie: string, body: unknown) => call('/api/places/gyms', { method: 'POST', cookie, ...json(body) });

describe('GET /api/places/cities and /api/places/details', () => {
  it('suggests cities whatever the case and diacritics, most populous first, and fills in the chosen one', async () => {
    const cookie = await registered('client');
    for (const q of ['Banja%20Lu', 'banja%20luka', 'BANJA%20LUKA']) {
      const response = await cities(cookie, `q=${q}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      const [first] = await data<CitySuggestion[]>(response);
      expect(first).toMatchObject({ name: 'Banja Luka', state: 'Srpska', countryCode: 'BA' });
    }
    const zurich = await data<CitySuggestion[]>(await cities(cookie, 'q=Zur'));
    expect(zurich[0]).toMatchObject({ name: 'Zürich', countryCode: 'CH' });

    const sa = await data<CitySuggestion[]>(await cities(cookie, 'q=sa'));
    expect(sa).toHaveLength(placesLimits.defaultSuggestions);
    // The served countries first, then the most populous.
    const order = sa.map((c) => [isServedCountry(c.countryCode) ? 1 : 0, c.population] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    for (const [query, name] of [
      ['q=Sara', 'Sarajevo'],
      ['q=Nis', 'Niš'],
      ['q=%D0%91%D0%B5%D0%BE%D0%B3%D1%80%D0%B0%D0%B4', 'Belgrade'],
      ['q=Wien&locale=sl', 'Dunaj'],
      ['q=Minhen&locale=de', 'Munich'],
      ['q=Belgrade&locale=sr', 'Beograd'],
    ] as const) {
      expect((await data<CitySuggestion[]>(await cities(cookie, query)))[0]?.name, query).toBe(name);
    }
    expect((await cities(cookie, 'q=Wien&locale=fr')).status).toBe(400);
    expect(await data<CitySuggestion[]>(await cities(cookie, 'q=sa&limit=3'))).toHaveLength(3);
    expect(
      await data<CitySuggestion[]>(await cities(cookie, `q=sa&limit=${placesLimits.maxSuggestions}`)),
    ).toHaveLength(placesLimits.maxSuggestions);

    const [banjaLuka] = await data<CitySuggestion[]>(await cities(cookie, 'q=banja%20luka&limit=1'));
    const response = await call(`/api/places/details?id=${banjaLuka!.id}`, { cookie });
    expect(response.status).toBe(200);
    const details = await data<PlaceDetails>(response);
    expect(details).toMatchObject({ id: banjaLuka!.id, city: 'Banja Luka', state: 'Srpska', countryCode: 'BA' });
    expect(distanceKm(details, { lat: 44.7784, lon: 17.1939 })).toBeLessThan(5);
  });

  it('refuses bad queries with 400 and field errors, never a 500', async () => {
    const cookie = await registered('client');
    const bad: Array<[string, string]> = [
      ['', 'q'],
      ['q=s', 'q'],
      [`q=${'a'.repeat(placesLimits.maxQueryChars + 1)}`, 'q'],
      ['q=sa&limit=0', 'limit'],
      [`q=sa&limit=${placesLimits.maxSuggestions + 1}`, 'limit'],
      ['q=sa&limit=abc', 'limit'],
      ['q=sa&limit=1.5', 'limit'],
      ['q=%20%20%20', 'q'],
    ];
    for (const [query, field] of bad) {
      const response = await cities(cookie, query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(Object.keys(body.fieldErrors), query).toContain(field);
    }
    // Odd but readable text is a name like any other: no city is called so, and an unknown parameter is ignored.
    for (const query of ['q=%25%25', 'q=__proto__', 'q=constructor', 'q=%5C%5C']) {
      const response = await cities(cookie, query);
      expect(response.status, query).toBe(200);
      expect(await data<CitySuggestion[]>(response), query).toEqual([]);
    }
    const withPrototypeKey = await cities(cookie, 'q=sa&__proto__=1');
    expect(withPrototypeKey.status).toBe(200);
    expect(await data<CitySuggestion[]>(withPrototypeKey)).toHaveLength(placesLimits.defaultSuggestions);
    // A byte sequence that is no text at all names nothing: the address itself is refused.
    expect((await cities(cookie, 'q=%C0%80sa')).status).toBe(400);
    for (const id of ['', 'abc', '__proto__', '99999999999999', '-5']) {
      const response = await call(`/api/places/details?id=${id}`, { cookie });
      expect([400, 404], id).toContain(response.status);
    }
  });

  it('answers 401 to anonymous callers', async () => {
    for (const path of [
      '/api/places/cities?q=sa',
      '/api/places/details?id=3191281',
      '/api/places/gyms?lat=43.8&lon=18.4',
    ]) {
      expect((await call(path)).status, path).toBe(401);
    }
  });

  it('limits how often one user searches', async () => {
    const cookie = await registered('client');
    const statuses: number[] = [];
    for (let i = 0; i < placesLimits.searchesPerMinute + 1; i++) statuses.push((await cities(cookie, 'q=mo')).status);
    expect(statuses.slice(0, placesLimits.searchesPerMinute).every((s) => s === 200)).toBe(true);
    const refused = await cities(cookie, 'q=mo');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await cities(await registered('client'), 'q=mo')).status).toBe(200);
  });
});

describe('the gym directory: GET and POST /api/places/gyms', () => {
  it('needs a point to search near', async () => {
    const cookie = await registered('trainer');
    for (const [query, field] of [
      ['q=gym', 'lat'],
      ['lat=43.8', 'lon'],
      ['lat=91&lon=18', 'lat'],
      ['lat=43&lon=-181', 'lon'],
      ['lat=abc&lon=18', 'lat'],
      ['lat=43&lon=18&limit=999', 'limit'],
    ] as const) {
      const response = await gyms(cookie, query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors), query).toContain(field);
    }
  });

  it('lets a trainer add a gym that another trainer then finds, nearest first; a client may not add one', async () => {
    const first = await registered('trainer');
    const second = await registered('trainer');
    const client = await registered('client');
    // A spot in the open sea, so only the gyms of this test are near it.
    const centre = { lat: 42.7 + Math.random() * 0.2, lon: 16.2 + Math.random() * 0.2 };
    const tag = Math.random().toString(36).slice(2, 7);
    const far = { name: `Ćevap Lifting ${tag} Far`, address: 'Obala 1, Split', lat: centre.lat + 0.1, lon: centre.lon };
    const near = {
      name: `Ćevap Lifting ${tag} Near`,
      address: 'Obala 2, Split',
      lat: centre.lat + 0.01,
      lon: centre.lon,
    };
    expect((await addGym(client, near)).status).toBe(403);
    for (const gym of [far, near]) {
      const response = await addGym(first, gym);
      expect(response.status).toBe(201);
      expect(await data<GymSuggestion>(response)).toMatchObject({ label: gym.name, address: gym.address });
    }
    const response = await gyms(second, `q=cevap%20LIFTING%20${tag}&lat=${centre.lat}&lon=${centre.lon}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const found = await data<GymSuggestion[]>(response);
    expect(found.map((g) => g.label)).toEqual([near.name, far.name]);
    expect(found[0]!.distanceKm).toBeCloseTo(Math.round(distanceKm(centre, near) * 10) / 10, 5);
    expect(found[1]!.distanceKm).toBeCloseTo(Math.round(distanceKm(centre, far) * 10) / 10, 5);
    // A client searches the directory too.
    const seen = await data<GymSuggestion[]>(
      await gyms(client, `q=${tag}&lat=${centre.lat}&lon=${centre.lon}&limit=1`),
    );
    expect(seen.map((g) => g.label)).toEqual([near.name]);
  });

  it('refuses the same gym again within 200 m with 409 and a translated message', async () => {
    const cookie = await registered('trainer');
    const tag = Math.random().toString(36).slice(2, 7);
    const gym = { name: `Iron Temple ${tag}`, address: 'Ulica 5, Mostar', lat: 43.2 + Math.random() * 0.1, lon: 17.6 };
    expect((await addGym(cookie, gym)).status).toBe(201);
    const german = await call('/api/users/update-language', { method: 'PATCH', cookie, ...json({ language: 'de' }) });
    expect(german.status).toBe(200);
    const again = await addGym(cookie, { ...gym, name: gym.name.toUpperCase(), lat: gym.lat + 0.001 });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.name).toHaveLength(1);
    expect(body.error).toBe(
      'Ein Studio mit diesem Namen gibt es in der Nähe schon im Verzeichnis. Suchen Sie stattdessen danach.',
    );
    expect(body.fieldErrors.name).toEqual([body.error]);
    // Further away it is another gym of the same name.
    expect((await addGym(cookie, { ...gym, lat: gym.lat + 0.01 })).status).toBe(201);
  });

  it('refuses a gym body that breaks the contract with 400 and field errors', async () => {
    const cookie = await registered('trainer');
    const valid = { name: 'Valid Gym', address: 'Ulica 1, Tuzla', lat: 44.5, lon: 18.6 };
    const bad: Array<[unknown, string]> = [
      [{ ...valid, name: 'x' }, 'name'],
      [{ ...valid, name: 'x'.repeat(placesLimits.gymNameChars.max + 1) }, 'name'],
      [{ ...valid, address: '' }, 'address'],
      [{ ...valid, lat: 100 }, 'lat'],
      [{ ...valid, lon: 'east' }, 'lon'],
      [{ name: valid.name, address: valid.address }, 'lat'],
    ];
    for (const [body, field] of bad) {
      const response = await addGym(cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    for (const body of ['{"__proto__": {"name": "x"}}', '[]', 'null', '{"name": {"$gt": ""}}']) {
      const response = await call('/api/places/gyms', {
        method: 'POST',
        cookie,
        body,
        contentType: 'application/json',
      });
      expect(response.status, body).toBe(400);
    }
  });
});
