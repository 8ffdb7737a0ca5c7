import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { trainerSectionSchemas, clientSectionSchemas } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  clientEditorOf,
  clientHealthForTrainer,
  saveClientSection,
  saveTrainerSection,
  trainerEditorOf,
} from '#server/repos/profile.ts';
import { createCertification, updateCertification } from '#server/repos/certifications.ts';
import { DomainError } from '#server/errors.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(role), passwordHash: null, role, language: 'en' });

const refusal = (kind: DomainError['kind']) => expect.objectContaining({ kind });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`profile sections on ${title}`, () => {
    it('starts every section at version 0 and raises it by one per save', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const editor = await trainerEditorOf(db, trainer.id);
      expect(Object.values(editor).map((section) => section.version)).toEqual([0, 0, 0, 0, 0]);
      expect(editor.availability.values).toEqual({
        availability: [],
        sessionDuration: 60,
        cancellationPolicy: 24,
        timeZone: null,
      });
      const payload = trainerSectionSchemas.languages.parse({ languages: ['de', 'bs'], version: 0 });
      expect(await saveTrainerSection(db, trainer.id, 'languages', payload)).toEqual({
        values: { languages: ['de', 'bs'] },
        version: 1,
      });
      const next = trainerSectionSchemas.languages.parse({ languages: ['en'], version: 1 });
      expect((await saveTrainerSection(db, trainer.id, 'languages', next)).version).toBe(2);
      // Other sections keep their own versions.
      expect((await trainerEditorOf(db, trainer.id))['basic-info'].version).toBe(0);
    });

    it('refuses a save from another version as a conflict and writes nothing', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const first = trainerSectionSchemas.specialties.parse({
        specialties: ['strength'],
        trainingTypes: ['yoga'],
        trainingModes: ['online'],
        trainingEnvironments: ['home'],
        serviceFeatures: ['onlineCalls'],
        nutritionExtras: [],
        version: 0,
      });
      const saved = await saveTrainerSection(db, trainer.id, 'specialties', first);
      for (const version of [0, 2, 7]) {
        await expect(
          saveTrainerSection(db, trainer.id, 'specialties', { ...first, specialties: ['health'], version }),
        ).rejects.toEqual(refusal('conflict'));
      }
      expect((await trainerEditorOf(db, trainer.id)).specialties).toEqual(saved);
    });

    it('lets exactly one of two concurrent saves from the same version through', async () => {
      const db = on(name);
      const client = await newUser(db, 'client');
      const health = (allergies: string) =>
        clientSectionSchemas.health.parse({ medicalConditions: null, allergies, version: 0 });
      const results = await Promise.allSettled([
        saveClientSection(db, client.id, 'health', health('Dust')),
        saveClientSection(db, client.id, 'health', health('Cats')),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((result) => result.status === 'rejected')!;
      expect(rejected.reason).toBeInstanceOf(DomainError);
      expect((await clientEditorOf(db, client.id)).health.version).toBe(1);
    });

    it('rolls the whole save back when a gym is not in the directory', async () => {
      const db = on(name);
      await sql`create table if not exists gyms (id uuid primary key, name text not null, address text, lat double precision, lon double precision)`.execute(
        db,
      );
      const trainer = await newUser(db, 'trainer');
      const payload = trainerSectionSchemas.location.parse({
        location: { city: 'Sarajevo', state: '', countryCode: 'BA', lat: 43.85, lon: 18.41 },
        gyms: [{ value: crypto.randomUUID() }],
        version: 0,
      });
      await expect(saveTrainerSection(db, trainer.id, 'location', payload)).rejects.toMatchObject({
        kind: 'invalid',
        details: { fieldErrors: { 'gyms.0.value': ['validation_gym_unknown'] } },
      });
      const after = await trainerEditorOf(db, trainer.id);
      expect(after.location).toEqual({
        values: { location: { city: '', state: '', countryCode: null, lat: null, lon: null }, gyms: [] },
        version: 0,
      });
    });

    it('places a typed city that was not chosen from the suggestions, and saves an unknown one without a point', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const client = await newUser(db, 'client');
      const near = (location: { lat: number | null; lon: number | null }, lat: number, lon: number) =>
        expect(Math.hypot(location.lat! - lat, location.lon! - lon)).toBeLessThan(0.2);
      const typed = (city: string, state: string, countryCode: string | null, version: number) =>
        trainerSectionSchemas.location.parse({
          location: { city, state, countryCode, lat: null, lon: null },
          gyms: [],
          version,
        });

      // By its local name, with the country the trainer chose: the city keeps the typed name.
      const belgrade = await saveTrainerSection(db, trainer.id, 'location', typed('Beograd', '', 'RS', 0));
      expect(belgrade.values.location).toMatchObject({ city: 'Beograd', countryCode: 'RS' });
      near(belgrade.values.location, 44.8, 20.47);
      // Without a country: the served countries' place of that name, its state and country filled in.
      const nis = await saveTrainerSection(db, trainer.id, 'location', typed('nis', '', null, 1));
      expect(nis.values.location).toMatchObject({ city: 'nis', countryCode: 'RS' });
      near(nis.values.location, 43.32, 21.9);
      // In Cyrillic, in the country given; the state decides between places of one name.
      const vienna = await saveTrainerSection(db, trainer.id, 'location', typed('Беч', '', 'AT', 2));
      near(vienna.values.location, 48.21, 16.37);
      const springfield = await saveTrainerSection(
        db,
        trainer.id,
        'location',
        typed('Springfield', 'Illinois', 'US', 3),
      );
      near(springfield.values.location, 39.8, -89.64);
      // Nothing of that name in that country: saved as typed, without a point.
      const unknown = await saveTrainerSection(db, trainer.id, 'location', typed('Qqqzzzville', 'Nowhere', 'BA', 4));
      expect(unknown.values.location).toEqual({
        city: 'Qqqzzzville',
        state: 'Nowhere',
        countryCode: 'BA',
        lat: null,
        lon: null,
      });
      const wrongCountry = await saveTrainerSection(db, trainer.id, 'location', typed('Sarajevo', '', 'JP', 5));
      expect(wrongCountry.values.location).toMatchObject({ city: 'Sarajevo', lat: null, lon: null });
      // A chosen suggestion's point is kept as it came.
      const chosen = trainerSectionSchemas.location.parse({
        location: { city: 'Sarajevo', state: 'Federation of B&H', countryCode: 'BA', lat: 43.8, lon: 18.3 },
        gyms: [],
        version: 6,
      });
      expect((await saveTrainerSection(db, trainer.id, 'location', chosen)).values.location).toMatchObject({
        lat: 43.8,
        lon: 18.3,
      });

      // The client's location the same way.
      const clientLocation = clientSectionSchemas.location.parse({
        location: { city: 'München', state: '', countryCode: null, lat: null, lon: null },
        version: 0,
      });
      const saved = await saveClientSection(db, client.id, 'location', clientLocation);
      expect(saved.values.location).toMatchObject({ city: 'München', countryCode: 'DE' });
      near(saved.values.location, 48.14, 11.58);
    });

    it('holds the section limits in SQL too', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const client = await newUser(db, 'client');
      const violates = (work: Promise<unknown>) => expect(work).rejects.toMatchObject({ code: '23514' });
      const trainerRow = db.updateTable('trainer_profiles').where('user_id', '=', trainer.id);
      await violates(trainerRow.set({ session_duration: 14 }).execute());
      await violates(trainerRow.set({ session_duration: 481 }).execute());
      await violates(trainerRow.set({ cancellation_policy_hours: 169 }).execute());
      await violates(trainerRow.set({ description: 'x'.repeat(5001) }).execute());
      await violates(trainerRow.set({ contact_phone: '061 123 456' }).execute());
      await violates(trainerRow.set({ country_code: 'Bosnia' }).execute());
      await violates(trainerRow.set({ lat: 43.8, lon: null }).execute());
      await violates(
        db.updateTable('client_profiles').set({ country_code: 'hr' }).where('user_id', '=', client.id).execute(),
      );
      await violates(db.insertInto('profile_languages').values({ user_id: client.id, language: 'English' }).execute());
      await violates(
        db.insertInto('trainer_specialties').values({ trainer_id: trainer.id, specialty: 'Juggling' }).execute(),
      );
      await violates(
        db
          .insertInto('trainer_offerings')
          .values({ trainer_id: trainer.id, kind: 'activity', value: 'home' })
          .execute(),
      );
      await violates(
        db
          .insertInto('profile_section_versions')
          .values({ user_id: trainer.id, section: 'trainer:goals', version: 1 })
          .execute(),
      );
      await db
        .insertInto('trainer_offerings')
        .values({ trainer_id: trainer.id, kind: 'environment', value: 'home' })
        .execute();
    });

    it('keeps at most five documents per certification, each in one certification', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const media = await Promise.all(
        Array.from({ length: 7 }, (_, index) =>
          db
            .insertInto('media_objects')
            .values({
              owner_id: trainer.id,
              purpose: 'certificate_document',
              visibility: 'private',
              content_type: 'application/pdf',
              byte_size: 10,
              storage_key: `certificate_document/${crypto.randomUUID()}-${index}.pdf`,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        ),
      );
      const ids = media.map((row) => row.id);
      const created = await createCertification(db, trainer.id, {
        name: 'Coach',
        issuer: null,
        expiryDate: null,
        hidden: false,
        documentIds: ids.slice(0, 5),
      });
      expect(created.documents.map((document) => document.id)).toEqual(ids.slice(0, 5));
      await expect(
        db
          .insertInto('certification_documents')
          .values({ certification_id: created.id, media_id: ids[5]!, position: 5 })
          .execute(),
      ).rejects.toMatchObject({ code: '23514' });
      const second = await createCertification(db, trainer.id, {
        name: 'Second',
        issuer: null,
        expiryDate: null,
        hidden: false,
        documentIds: [],
      });
      await expect(
        db
          .insertInto('certification_documents')
          .values({ certification_id: second.id, media_id: ids[0]!, position: 0 })
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
      // An edit that keeps two documents deletes the other three uploads.
      const edited = await updateCertification(db, trainer.id, created.id, {
        name: 'Coach',
        issuer: null,
        expiryDate: null,
        hidden: false,
        documentIds: [ids[4]!, ids[6]!],
        version: 0,
      });
      expect(edited.documents.map((document) => document.id)).toEqual([ids[4], ids[6]]);
      const left = await db.selectFrom('media_objects').select('id').where('owner_id', '=', trainer.id).execute();
      expect(left.map((row) => row.id).sort()).toEqual([ids[4], ids[5], ids[6]].sort());
    });

    it('gives health data only to a connected trainer', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const stranger = await newUser(db, 'trainer');
      const client = await newUser(db, 'client');
      await saveClientSection(
        db,
        client.id,
        'health',
        clientSectionSchemas.health.parse({ medicalConditions: 'Asthma', allergies: null, version: 0 }),
      );
      await expect(clientHealthForTrainer(db, trainer.id, client.id)).rejects.toEqual(refusal('not_found'));
      const { id } = await db
        .insertInto('trainer_clients')
        .values({ trainer_id: trainer.id, client_id: client.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await clientHealthForTrainer(db, trainer.id, client.id)).toEqual({
        medicalConditions: 'Asthma',
        allergies: null,
      });
      await expect(clientHealthForTrainer(db, stranger.id, client.id)).rejects.toEqual(refusal('not_found'));
      await db.updateTable('trainer_clients').set({ ended_at: new Date() }).where('id', '=', id).execute();
      await expect(clientHealthForTrainer(db, trainer.id, client.id)).rejects.toEqual(refusal('not_found'));
    });
  });
