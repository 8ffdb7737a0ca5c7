import { describe, expect, it } from 'vitest';
import { locales, slugOf, type MarketplacePage } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { clients, trainers } from '#server/db/seed-data.ts';
import { call, signIn } from '../helpers/http.ts';

/**
 * The marketplace and trainer pages as the public sees them: listed trainers with public fields
 * only (the app this product replaces leaked birth dates and phone numbers on its listing), the
 * SEO a search engine reads, and clear answers for bad searches and missing trainers.
 */

const listedTrainers = trainers.filter((t) => t.short && t.specialties.length > 0);

/** Every value of the seed that must never reach a public page or answer. */
const privateValues = [
  ...trainers.flatMap((t) => [
    t.dateOfBirth,
    t.email,
    ...(t.phone ? [t.phone, t.phone.slice(1)] : []),
    String(t.lat),
    String(t.lon),
    ...t.certifications.filter((c) => c.hidden).map((c) => c.name),
  ]),
  ...clients.flatMap((c) => [
    c.dateOfBirth,
    c.email,
    ...(c.phone ? [c.phone] : []),
    ...(c.medicalConditions ? [c.medicalConditions] : []),
    ...(c.allergies ? [c.allergies] : []),
  ]),
].filter((value) => value.length >= 6);

function expectNoPrivateValues(text: string, where: string): void {
  for (const value of privateValues) expect(text.includes(value), `${where} shows ${value}`).toBe(false);
  expect(text, where).not.toMatch(/certificate_document|identity_document|\/media\/[^"']*private/);
}

/** The text a reader sees under the form field named `name`: the element its aria-describedby names. */
function fieldError(html: string, name: string): string | null {
  const inputs = html.match(new RegExp(`<input[^>]*\\sname="${name}"[^>]*>`, 'g')) ?? [];
  const describedBy = inputs.map((input) => /aria-describedby="([^"]+)"/.exec(input)?.[1]).find(Boolean);
  if (!describedBy) return null;
  const text = new RegExp(`<[a-z]+[^>]*\\sid="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return text === undefined
    ? null
    : text
        .replaceAll('&#39;', "'")
        .replaceAll('&#x27;', "'")
        .replaceAll('&quot;', '"')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
}

const page = async (path: string) => {
  const response = await call(path);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe('the marketplace', () => {
  it('lists the seeded trainers with public fields only, page after page', async () => {
    const first = await page('/trainers');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Amra Hodžić');
    expectNoPrivateValues(first.html, '/trainers');

    const seen = new Set<string>();
    let after = '';
    for (let guard = 0; guard < 20; guard += 1) {
      const response = await call(`/api/trainers?limit=12${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expectNoPrivateValues(text, '/api/trainers');
      const { data } = JSON.parse(text) as { data: MarketplacePage };
      for (const card of data.items) {
        expect(seen.has(card.id), card.slug).toBe(false);
        seen.add(card.id);
        expect(Object.keys(card).sort()).toEqual(
          [
            'city',
            'countryCode',
            'distanceKm',
            'firstName',
            'id',
            'languages',
            'lastName',
            'modes',
            'photoUrl',
            'rating',
            'shortDescription',
            'slug',
            'specialties',
            'verified',
          ].sort(),
        );
      }
      if (!data.next) break;
      after = data.next;
    }
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(30, listedTrainers.length));
  });

  it('filters by city and specialty, in the address, and says so when nothing matches', async () => {
    const { status, html } = await page('/trainers?city=Sarajevo&radius=25&specialty=strength');
    expect(status).toBe(200);
    expect(html).toContain('Amra Hodžić');
    expect(html).not.toContain('Luka Babić');
    const none = await page('/trainers?q=zzzqqqxxx');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No trainer matches');
  });

  it('answers a bad search with its messages, never a 500', async () => {
    const bad = await page('/trainers?rating=7&sort=sideways&radius=-1');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Some filters are not valid');
    // Said under the City field, in the reader's language (not only found in the page's links).
    for (const locale of locales) {
      const unknownCity = await page(`/trainers?city=Qqqzzzville&hl=${locale}`);
      expect(unknownCity.status, locale).toBe(200);
      expect(fieldError(unknownCity.html, 'city'), locale).toBe(
        m.marketplace_city_unknown({ city: 'Qqqzzzville' }, { locale }),
      );
    }
    const api = await call('/api/trainers?sort=distance');
    expect(api.status).toBe(400);
    const body = (await api.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.sort).toEqual(['Choose a city to sort by distance.']);
    for (const query of ['after=nonsense', 'limit=1000', 'language=xx', 'q=' + 'a'.repeat(200)]) {
      const response = await call(`/api/trainers?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('speaks the language its address names, and links every language version', async () => {
    const german = await page('/trainers?hl=de');
    expect(german.status).toBe(200);
    expect(german.html).toContain('<html lang="de"');
    for (const language of locales) expect(german.html).toContain(`hreflang="${language}"`);
    expect(german.html).toContain('hreflang="x-default"');
    expect(german.html).toMatch(/<link rel="canonical" href="[^"]*\/trainers\?hl=de"/);
  });
});

describe('the search without the page', () => {
  it('answers a reader without a session from the front door, as the endpoint answers a signed-in one', async () => {
    const cookie = await signIn('client');
    for (const query of ['', '?city=Zagreb&radius=50&sort=distance', '?specialty=strength&sort=rating&limit=5']) {
      const door = await call(`/api/trainers${query}`);
      const endpoint = await call(`/api/trainers${query}`, { cookie });
      expect(door.status, query).toBe(200);
      expect(endpoint.status, query).toBe(200);
      expect(await door.text(), query).toBe(await endpoint.text());
      const headers = (response: Response) =>
        [...response.headers].filter(([name]) => !['date', 'set-cookie'].includes(name)).sort();
      expect(headers(door), query).toEqual(headers(endpoint));
    }
  });
});

describe('a trainer page', () => {
  const amra = slugOf('Amra', 'Hodžić');

  it('shows the public profile with its SEO and none of the private values', async () => {
    const { status, html } = await page(`/trainers/${amra}`);
    expect(status).toBe(200);
    expect(html).toContain('Amra Hodžić');
    expect(html).toContain('Request coaching');
    expectNoPrivateValues(html, `/trainers/${amra}`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/trainers/${amra}"`));
    expect(html).toContain('property="og:type" content="profile"');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(ld).toBeDefined();
    const person = JSON.parse(ld!) as Record<string, unknown>;
    expect(person).toMatchObject({ '@type': 'Person', name: 'Amra Hodžić' });
    expect(JSON.stringify(person)).not.toMatch(/birthDate|telephone|email/);
  });

  it('is a helpful 404 for an unknown trainer, in the branded address too', async () => {
    for (const path of ['/trainers/nobody-by-this-name', '/page/nobody-by-this-name']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('We could not find this trainer');
      expect(html).toContain('href="/trainers"');
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  it('is the branded page at /page/{slug}, pointing search engines at the marketplace page', async () => {
    const { status, html } = await page(`/page/${amra}`);
    expect(status).toBe(200);
    expect(html).toContain('Amra Hodžić');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/trainers/${amra}"`));
    expect(html).toContain(`/auth/clientLogin?from=${amra}`);
    expectNoPrivateValues(html, `/page/${amra}`);
  });

  it('leads to a branded client sign-in that comes back to the trainer', async () => {
    const { status, html } = await page(`/auth/clientLogin?from=${amra}`);
    expect(status).toBe(200);
    expect(html).toContain('Sign in to train with Amra Hodžić');
    expect(html).toContain(encodeURIComponent(`/page/${amra}`));
  });
});

describe('what search engines read', () => {
  it('has a sitemap of the listed trainers and a robots.txt naming it', async () => {
    const sitemap = await call('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`/trainers/${slugOf('Amra', 'Hodžić')}</loc>`);
    expect(xml).toContain('hreflang="bs"');
    expectNoPrivateValues(xml, '/sitemap.xml');
    const robots = await (await call('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
  });
});
