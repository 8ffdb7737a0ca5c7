import { describe, expect, it } from 'vitest';
import { marketplaceQuerySchema, type MarketplaceQuery, type Specialty } from '@spotter/domain';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  assignSlug,
  featuredTrainers,
  publicTrainerBySlug,
  searchTrainers,
  sitemapEntries,
  textQueryOf,
} from '#server/repos/marketplace.ts';

const { on } = openTestDatabases();

let run = 0;

interface TrainerSpec {
  first: string;
  last: string;
  short?: string | null;
  specialties?: Specialty[];
  city?: { name: string; lat: number; lon: number };
  modes?: Array<'inPerson' | 'online' | 'hybrid' | 'selfGuided'>;
  languages?: string[];
  activities?: string[];
  availability?: Array<['monday' | 'saturday' | 'sunday', 'Morning' | 'Evening']>;
  rating?: [number, number];
  status?: 'active' | 'deactivated' | 'deleted';
  verified?: boolean;
}

const sarajevo = { name: 'Sarajevo', lat: 43.8563, lon: 18.4131 };
// Sarajevo as the bundled cities place it, and Vogošća 6 km to the north.
const sarajevoCentre = { name: 'Sarajevo', lat: 43.84864, lon: 18.35644 };
const vogosca = { name: 'Vogošća', lat: 43.9014, lon: 18.3447 };
const zagreb = { name: 'Zagreb', lat: 45.815, lon: 15.9819 };

/** A trainer with a complete profile unless told otherwise; its id. */
async function trainer(db: DB, spec: TrainerSpec): Promise<string> {
  const user = await createUser(db, {
    email: uniqueEmail('market'),
    passwordHash: null,
    role: 'trainer',
    language: 'en',
  });
  const city = spec.city ?? sarajevo;
  await db
    .updateTable('trainer_profiles')
    .set({
      first_name: spec.first,
      last_name: spec.last,
      short_description: spec.short === undefined ? `Coach ${spec.first}` : spec.short,
      description: 'Coaching with patience.',
      date_of_birth: '1988-03-14',
      contact_email: 'private.contact@example.test',
      contact_phone: '+38761555123',
      city: city.name,
      lat: city.lat,
      lon: city.lon,
      country_code: 'BA',
      rating: spec.rating ? spec.rating[0] : null,
      rating_count: spec.rating ? spec.rating[1] : 0,
    })
    .where('user_id', '=', user.id)
    .execute();
  await assignSlug(db, user.id, spec.first, spec.last);
  const specialties = spec.specialties ?? ['strength'];
  if (specialties.length)
    await db
      .insertInto('trainer_specialties')
      .values(specialties.map((specialty) => ({ trainer_id: user.id, specialty })))
      .execute();
  for (const mode of spec.modes ?? ['inPerson'])
    await db.insertInto('trainer_training_types').values({ trainer_id: user.id, mode }).execute();
  for (const [position, language] of (spec.languages ?? ['bs']).entries())
    await db.insertInto('profile_languages').values({ user_id: user.id, language, position }).execute();
  for (const value of spec.activities ?? [])
    await db
      .insertInto('trainer_offerings')
      .values({ trainer_id: user.id, kind: 'activity', value: value as never })
      .execute();
  for (const [weekday, time_slot] of spec.availability ?? [])
    await db.insertInto('trainer_availabilities').values({ trainer_id: user.id, weekday, time_slot }).execute();
  if (spec.verified)
    await db.updateTable('verifications').set({ status: 'completed' }).where('trainer_id', '=', user.id).execute();
  if (spec.status && spec.status !== 'active')
    await db.updateTable('users').set({ status: spec.status }).where('id', '=', user.id).execute();
  return user.id;
}

const query = (input: Record<string, string>): MarketplaceQuery => marketplaceQuerySchema.parse(input);

/** Every card of a search, page by page. */
async function allPages(db: DB, input: Record<string, string>): Promise<string[]> {
  const names: string[] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 50; guard += 1) {
    const page = await searchTrainers(db, query({ ...input, ...(after ? { after } : {}) }));
    names.push(...page.items.map((card) => card.firstName));
    if (!page.next) return names;
    after = page.next;
  }
  throw new Error('paging did not end');
}

describe('textQueryOf', () => {
  it('matches the start of every folded word, and nothing for punctuation only', () => {
    expect(textQueryOf('Hodžić  STRENGTH')).toBe('hodzic:* & strength:*');
    expect(textQueryOf("'; drop --")).toBe('drop:*');
    expect(textQueryOf('!!! ???')).toBeNull();
  });
});

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the marketplace on ${title}`, () => {
    const tag = () => `zq${process.pid}x${(run += 1)}y`;

    it('lists active trainers with a name, a short description and a specialty, and no one else', async () => {
      const db = on(name);
      const t = tag();
      await trainer(db, { first: `${t}Listed`, last: 'Ok' });
      await trainer(db, { first: `${t}NoShort`, last: 'Ok', short: null });
      await trainer(db, { first: `${t}NoSpecialty`, last: 'Ok', specialties: [] });
      await trainer(db, { first: `${t}Away`, last: 'Ok', status: 'deactivated' });
      await trainer(db, { first: `${t}Gone`, last: 'Ok', status: 'deleted' });
      const page = await searchTrainers(db, query({ q: t }));
      expect(page.items.map((card) => card.firstName)).toEqual([`${t}Listed`]);
      expect(page.total).toBe(1);
    });

    it('follows every change at once: a kept answer is never served after a write', async () => {
      const db = on(name);
      const t = tag();
      const id = await trainer(db, { first: `${t}Keep`, last: 'Fresh', specialties: ['strength'] });
      const names = async () =>
        (await searchTrainers(db, query({ q: t, specialty: 'strength' }))).items.map((c) => c.firstName);
      expect(await names()).toEqual([`${t}Keep`]);
      await db.deleteFrom('trainer_specialties').where('trainer_id', '=', id).execute();
      expect(await names()).toEqual([]);
      await db.insertInto('trainer_specialties').values({ trainer_id: id, specialty: 'strength' }).execute();
      expect(await names()).toEqual([`${t}Keep`]);
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', id).execute();
      expect(await names()).toEqual([]);
      await db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
      await db.updateTable('trainer_profiles').set({ short_description: '' }).where('user_id', '=', id).execute();
      expect(await names()).toEqual([]);
    });

    it('finds names and descriptions without regard to case or diacritics, by the start of words', async () => {
      const db = on(name);
      const t = tag();
      await trainer(db, { first: `${t}Amra`, last: 'Hodžić', short: 'Snaga i mobilnost za zauzete' });
      await trainer(db, { first: `${t}Luka`, last: 'Babić', short: 'Endurance for runners' });
      for (const text of [`${t} hodz`, `${t} HODŽIĆ`, `${t} mobiln`]) {
        const page = await searchTrainers(db, query({ q: text }));
        expect(
          page.items.map((card) => card.firstName),
          text,
        ).toEqual([`${t}Amra`]);
      }
      expect((await searchTrainers(db, query({ q: `${t} runner` }))).items.map((c) => c.firstName)).toEqual([
        `${t}Luka`,
      ]);
    });

    it('filters by specialty, goals, training type, mode, language, availability and rating', async () => {
      const db = on(name);
      const t = tag();
      await trainer(db, {
        first: `${t}A`,
        last: 'X',
        specialties: ['weight_loss', 'endurance'],
        modes: ['online'],
        languages: ['de', 'en'],
        activities: ['running'],
        availability: [['saturday', 'Morning']],
        rating: [4.8, 12],
      });
      await trainer(db, {
        first: `${t}B`,
        last: 'X',
        specialties: ['strength'],
        modes: ['inPerson', 'hybrid'],
        languages: ['bs'],
        activities: ['weight_training'],
        availability: [['monday', 'Evening']],
        rating: [3.2, 5],
      });
      const names = async (input: Record<string, string>) =>
        (await searchTrainers(db, query({ q: t, ...input }))).items.map((card) => card.firstName).sort();
      expect(await names({ specialty: 'endurance' })).toEqual([`${t}A`]);
      expect(await names({ type: 'weight_training' })).toEqual([`${t}B`]);
      expect(await names({ mode: 'hybrid' })).toEqual([`${t}B`]);
      expect(await names({ language: 'de' })).toEqual([`${t}A`]);
      expect(await names({ day: 'saturday' })).toEqual([`${t}A`]);
      expect(await names({ slot: 'Evening' })).toEqual([`${t}B`]);
      expect(await names({ day: 'saturday', slot: 'Evening' })).toEqual([]);
      expect(await names({ rating: '4.5' })).toEqual([`${t}A`]);
      expect(await names({})).toEqual([`${t}A`, `${t}B`]);
      const goals = await searchTrainers(db, query({ q: t, goals: 'mine' }), { goals: ['strength'] });
      expect(goals.items.map((card) => card.firstName)).toEqual([`${t}B`]);
    });

    it('finds trainers within a radius of a city, nearest first, and nobody for an unknown city', async () => {
      const db = on(name);
      const t = tag();
      await trainer(db, { first: `${t}Centre`, last: 'X', city: sarajevoCentre });
      await trainer(db, { first: `${t}Vogosca`, last: 'X', city: vogosca });
      await trainer(db, { first: `${t}Zagreb`, last: 'X', city: zagreb });
      // The test databases hold the bundled cities; Sarajevo is the most populous of its name.
      const near = await searchTrainers(db, query({ q: t, city: 'sarajevo', radius: '25', sort: 'distance' }));
      expect(near.items.map((card) => card.firstName)).toEqual([`${t}Centre`, `${t}Vogosca`]);
      expect(near.city).toEqual({ name: 'Sarajevo', countryCode: 'BA' });
      expect(near.items[1]!.distanceKm).toBeGreaterThan(3);
      expect(near.items[1]!.distanceKm).toBeLessThan(15);
      // Nearest first by the number: 6 km before 2x km (as text, '2x' would come before '6').
      await trainer(db, { first: `${t}Visoko`, last: 'X', city: { name: 'Visoko', lat: 43.9889, lon: 18.1781 } });
      const nearest = await searchTrainers(db, query({ q: t, city: 'Sarajevo', radius: '100', sort: 'distance' }));
      expect(nearest.items.map((card) => card.firstName)).toEqual([`${t}Centre`, `${t}Vogosca`, `${t}Visoko`]);
      expect(nearest.items[2]!.distanceKm).toBeGreaterThanOrEqual(10);
      const wide = await searchTrainers(db, query({ q: t, city: 'Sarajevo', radius: '500' }));
      expect(wide.items).toHaveLength(4);
      expect(wide.total).toBe(4);
      const unknown = await searchTrainers(db, query({ q: t, city: 'Qqqzzzville' }));
      expect(unknown).toMatchObject({ items: [], total: 0, city: null });
    });

    it('gives distances in whole km from the trainer’s city, so searching from other cities cannot locate a trainer', async () => {
      const db = on(name);
      const t = tag();
      // Two trainers of Sarajevo at different stored points, 0.6 km and 4.4 km from its centre.
      await trainer(db, { first: `${t}West`, last: 'X', city: { name: 'Sarajevo', lat: 43.854, lon: 18.3564 } });
      await trainer(db, { first: `${t}East`, last: 'X', city: { name: 'Sarajevo', lat: 43.86, lon: 18.41 } });
      // Five searches from places around them, as one would to trilaterate a point.
      for (const from of ['Sarajevo', 'Vogošća', 'Ilidža', 'Zenica', 'Mostar']) {
        const page = await searchTrainers(db, query({ q: t, city: from, radius: '200', sort: 'distance' }));
        const distances = page.items.map((card) => card.distanceKm);
        expect(distances, from).toHaveLength(2);
        for (const km of distances) expect(Number.isInteger(km), `${from}: ${km}`).toBe(true);
        expect(distances[0], from).toBe(distances[1]);
      }
      const here = await searchTrainers(db, query({ q: t, city: 'Sarajevo', sort: 'distance' }));
      expect(here.items.map((card) => card.distanceKm)).toEqual([0, 0]);
    });

    it('keeps a city-level point: the named city nearest the stored point, else the point rounded to 0.1°', async () => {
      const db = on(name);
      const t = tag();
      const named = await trainer(db, {
        first: `${t}Named`,
        last: 'X',
        city: { name: 'sarajevo ', lat: 43.86, lon: 18.41 },
      });
      const unknown = await trainer(db, {
        first: `${t}Unknown`,
        last: 'X',
        city: { name: 'Qqqzzzville', lat: 43.8563, lon: 18.4131 },
      });
      // A name the cities table knows only in another country, 2° away: rounded as an unknown one.
      const far = await trainer(db, {
        first: `${t}Far`,
        last: 'X',
        city: { name: 'Zagreb', lat: 43.8563, lon: 18.4131 },
      });
      const points = new Map(
        (
          await db
            .selectFrom('marketplace_entries')
            .select(['trainer_id', 'lat', 'lon'])
            .where('trainer_id', 'in', [named, unknown, far])
            .execute()
        ).map((row) => [row.trainer_id, [row.lat, row.lon]]),
      );
      expect(points.get(named)).toEqual([sarajevoCentre.lat, sarajevoCentre.lon]);
      expect(points.get(unknown)).toEqual([43.9, 18.4]);
      expect(points.get(far)).toEqual([43.9, 18.4]);
    });

    it('finds the city of a search by its local name and its name in each language, Latin or Cyrillic', async () => {
      const db = on(name);
      const t = tag();
      await trainer(db, { first: `${t}Zagreb`, last: 'X', city: zagreb });
      for (const [city, named] of [
        ['Beograd', { name: 'Belgrade', countryCode: 'RS' }],
        ['Београд', { name: 'Belgrade', countryCode: 'RS' }],
        ['Wien', { name: 'Vienna', countryCode: 'AT' }],
        ['Beč', { name: 'Vienna', countryCode: 'AT' }],
        ['München', { name: 'Munich', countryCode: 'DE' }],
        ['Nis', { name: 'Niš', countryCode: 'RS' }],
        ['Sara', { name: 'Sarajevo', countryCode: 'BA' }],
      ] as const) {
        const found = await searchTrainers(db, query({ q: t, city, radius: '25' }));
        expect(found.city, city).toEqual(named);
      }
      const zagrebByName = await searchTrainers(db, query({ q: t, city: 'Загреб', radius: '25' }));
      expect(zagrebByName.items.map((card) => card.firstName)).toEqual([`${t}Zagreb`]);
    });

    it('pages through every sort without repeating or losing a trainer', async () => {
      const db = on(name);
      const t = tag();
      const ratings: Array<[number, number] | undefined> = [
        [5, 3],
        [4.5, 9],
        undefined,
        [4.5, 9],
        [3, 1],
        [5, 3],
        undefined,
      ];
      for (const [i, rating] of ratings.entries())
        await trainer(db, { first: `${t}N${i}`, last: 'X', rating, city: i % 2 ? vogosca : sarajevo });
      for (const sort of ['relevance', 'rating', 'newest', 'distance']) {
        const input = { q: t, sort, limit: '2', city: 'Sarajevo', radius: '50' };
        const paged = await allPages(db, input);
        const whole = (await searchTrainers(db, query({ ...input, limit: '48' }))).items.map((c) => c.firstName);
        expect(paged, sort).toEqual(whole);
        expect(new Set(paged).size, sort).toBe(ratings.length);
      }
      const byRating = (await searchTrainers(db, query({ q: t, sort: 'rating' }))).items.map((c) => c.rating);
      expect(byRating.slice(0, 2)).toEqual([
        { average: 5, count: 3 },
        { average: 5, count: 3 },
      ]);
      expect(byRating.at(-1)).toEqual({ average: null, count: 0 });
    });

    it('gives numbered slugs to namesakes and keeps a slug when the name changes', async () => {
      const db = on(name);
      const t = tag();
      const first = await trainer(db, { first: `${t}Ana`, last: 'Kovač' });
      const second = await trainer(db, { first: `${t}Ana`, last: 'Kovač' });
      const slugs = await db
        .selectFrom('trainer_profiles')
        .select(['user_id', 'slug'])
        .where('user_id', 'in', [first, second])
        .execute();
      const slugOf = (id: string) => slugs.find((row) => row.user_id === id)?.slug;
      expect(slugOf(first)).toBe(`${t}ana-kovac`);
      expect(slugOf(second)).toBe(`${t}ana-kovac-2`);
      await assignSlug(db, first, 'Other', 'Name');
      const kept = await db
        .selectFrom('trainer_profiles')
        .select('slug')
        .where('user_id', '=', first)
        .executeTakeFirst();
      expect(kept?.slug).toBe(`${t}ana-kovac`);
    });

    it('shows a public profile without private values, 410 for the gone and nothing for the unlisted', async () => {
      const db = on(name);
      const t = tag();
      const id = await trainer(db, { first: `${t}Pub`, last: 'Lic', verified: true, rating: [4.25, 4] });
      await db
        .insertInto('certifications')
        .values([
          { trainer_id: id, name: 'Visible Cert', issuer: 'NASM', expiry_date: '2020-01-01', status: 'approved' },
          { trainer_id: id, name: 'Hidden Cert Secret', issuer: 'ACE', hidden: true },
        ])
        .execute();
      const found = await publicTrainerBySlug(db, `${t}pub-lic`, new Date('2026-06-01T00:00:00Z'));
      expect(found.state).toBe('listed');
      if (found.state !== 'listed') return;
      expect(found.trainer).toMatchObject({
        firstName: `${t}Pub`,
        verified: true,
        rating: { average: 4.25, count: 4 },
      });
      expect(found.trainer.certifications).toEqual([
        expect.objectContaining({ name: 'Visible Cert', expired: true, approved: true }),
      ]);
      const json = JSON.stringify(found.trainer);
      for (const secret of [
        '1988-03-14',
        '+38761555123',
        'private.contact@example.test',
        '43.8563',
        '18.4131',
        'Hidden',
      ])
        expect(json).not.toContain(secret);
      const cards = JSON.stringify(await searchTrainers(db, query({ q: t })));
      for (const secret of ['1988-03-14', '+38761555123', 'private.contact', '43.8563', '18.4131'])
        expect(cards).not.toContain(secret);

      await trainer(db, { first: `${t}Away`, last: 'X', status: 'deactivated' });
      await trainer(db, { first: `${t}Half`, last: 'X', short: null });
      expect(await publicTrainerBySlug(db, `${t}away-x`)).toEqual({ state: 'gone' });
      expect(await publicTrainerBySlug(db, `${t}half-x`)).toEqual({ state: 'unknown' });
      expect(await publicTrainerBySlug(db, 'nobody-at-all-here')).toEqual({ state: 'unknown' });
      const sitemap = (await sitemapEntries(db)).map((entry) => entry.slug);
      expect(sitemap).toContain(`${t}pub-lic`);
      expect(sitemap).not.toContain(`${t}away-x`);
      expect(sitemap).not.toContain(`${t}half-x`);
    });

    it('features rated trainers with at least three reviews', async () => {
      const db = on(name);
      const featured = await featuredTrainers(db, 50);
      for (const card of featured) expect(card.rating.count).toBeGreaterThanOrEqual(3);
    });
  });
