import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TrainerSectionUpdate } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { ruleOfConstraint } from '#server/db/constraint-errors.ts';
import { refusalOf } from '#server/http/errors.ts';
import { saveClientSection, saveTrainerSection } from '#server/repos/profile.ts';
import { createUser } from '#server/repos/users.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

/**
 * The database's constraints are the last line behind the contracts' rules. With a rule of the
 * contract out of the way (the payloads below are built without the schemas), the constraint that
 * refuses the work answers the 4xx and message of the rule it keeps, never a 500.
 */

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(`constraint-${role}`), passwordHash: null, role, language: 'en' });

/** The refusal `work` ends in, as the endpoint would answer it. */
async function refusalOfWork(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the work was refused').not.toBeNull();
  const refusal = refusalOf(error);
  expect(refusal, `a 4xx, not a fault: ${String(error)}`).not.toBeNull();
  return { status: refusal!.status, key: refusal!.key, fieldErrors: refusal!.options.fieldErrors };
}

async function gymIds(db: DB, count: number): Promise<string[]> {
  const rows = await db
    .insertInto('gyms')
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Constraint gym ${index}`,
        search_name: `constraint gym ${index}`,
        address: `Street ${index}`,
        city: 'Sarajevo',
        country_code: 'BA',
        lat: 43.85 + index / 1000,
        lon: 18.41,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`database constraints answer their rule on ${title}`, () => {
    it('names a rule for every constraint and unique index of the migrations', async () => {
      const db = on(name);
      const { rows } = await sql<{ name: string }>`
        select conname as name from pg_constraint
        where connamespace = 'public'::regnamespace and contype in ('c', 'u', 'f', 'p', 'x')
          and conrelid::regclass::text not like 'kysely_migration%'
        union
        select i.relname from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        where x.indisunique and t.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
          and t.relname not like 'kysely_migration%'
        order by 1`.execute(db);
      expect(rows.length).toBeGreaterThan(150);
      expect(rows.map((row) => row.name).filter((constraint) => !ruleOfConstraint(constraint))).toEqual([]);
    });

    it('a fourth gym past the contract is refused by the position check with the 3-gym message', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const payload = {
        version: 0,
        location: { city: 'Sarajevo', state: '', countryCode: 'BA', lat: 43.85, lon: 18.41 },
        gyms: (await gymIds(db, 4)).map((value) => ({ value })),
      } as TrainerSectionUpdate<'location'>;
      expect(await refusalOfWork(saveTrainerSection(db, trainer.id, 'location', payload))).toEqual({
        status: 400,
        key: 'gyms_error_max',
        fieldErrors: { gyms: ['gyms_error_max'] },
      });
    });

    it('NUL in a text value past the contract is a 400 with the control-character message', async () => {
      const db = on(name);
      const client = await newUser(db, 'client');
      const payload = { version: 0, medicalConditions: 'Asthma\u0000', allergies: null };
      expect(await refusalOfWork(saveClientSection(db, client.id, 'health', payload))).toMatchObject({
        status: 400,
        key: 'validation_control_characters',
      });
    });

    it('a second waiting request is refused by the unique index with the duplicate message', async () => {
      const db = on(name);
      const [trainer, client] = [await newUser(db, 'trainer'), await newUser(db, 'client')];
      const request = { client_id: client.id, trainer_id: trainer.id, status: 'pending', message: 'Hello' } as const;
      await db.insertInto('coaching_requests').values(request).execute();
      expect(await refusalOfWork(db.insertInto('coaching_requests').values(request).execute())).toMatchObject({
        status: 409,
        key: 'coaching_error_duplicate',
      });
    });

    it('a reference to something that is not there is a 409', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const insert = db
        .insertInto('gallery_images')
        .values({ trainer_id: trainer.id, media_id: crypto.randomUUID(), position: 0 })
        .execute();
      expect(await refusalOfWork(insert)).toMatchObject({ status: 409, key: 'error_conflict' });
    });

    it('a constraint nobody named answers a generic translated 4xx by its SQLSTATE', async () => {
      const db = on(name);
      await db.transaction().execute(async (trx) => {
        await sql`create temporary table constraint_probe (
          id integer constraint constraint_probe_unnamed_key unique,
          size integer not null constraint constraint_probe_unnamed_check check (size > 0)
        ) on commit drop`.execute(trx);
        const attempt = async (id: number, size: number | null) => {
          await sql`savepoint probe`.execute(trx);
          try {
            return await refusalOfWork(sql`insert into constraint_probe values (${id}, ${size})`.execute(trx));
          } finally {
            await sql`rollback to savepoint probe`.execute(trx);
          }
        };
        await sql`insert into constraint_probe values (1, 1)`.execute(trx);
        expect(await attempt(1, 1)).toMatchObject({ status: 409, key: 'error_conflict' });
        expect(await attempt(2, -1)).toMatchObject({ status: 400, key: 'error_value_refused' });
        expect(await attempt(3, null)).toMatchObject({ status: 400, key: 'error_value_refused' });
      });
    });

    it('a fault that is no constraint stays a fault', async () => {
      const db = on(name);
      const error = await sql`select * from no_such_table`.execute(db).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toMatchObject({ code: '42P01' });
      expect(refusalOf(error)).toBeNull();
    });
  });
