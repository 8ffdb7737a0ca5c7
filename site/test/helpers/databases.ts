import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type DB } from '#server/db/index.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  db: DB;
  close: () => Promise<void>;
}

let pgliteShared: Promise<DB> | undefined;

/** One in-memory PGlite per test worker (it takes seconds to start), migrated once. */
async function pglite(): Promise<DB> {
  pgliteShared ??= (async () => {
    const db = await createDb({ pgliteDir: 'memory://' });
    await migrateToLatest(db);
    return db;
  })();
  return pgliteShared;
}

/** A fresh PostgreSQL database on the server named by DATABASE_URL, dropped afterwards. */
async function postgres(baseUrl: string): Promise<TestDatabase> {
  const name = `spotter_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  await migrateToLatest(db);
  return {
    name: 'postgres',
    db,
    close: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The databases every database test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export async function testDatabases(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [{ name: 'pglite', db: await pglite(), close: async () => {} }];
  if (process.env.DATABASE_URL) list.push(await postgres(process.env.DATABASE_URL));
  return list;
}

/**
 * The test databases of a file, opened before its tests and closed after them: `on(name)` is one
 * of them, `all()` the list.
 */
export function openTestDatabases(): { on: (name: TestDatabase['name']) => DB; all: () => TestDatabase[] } {
  let databases: TestDatabase[] = [];
  beforeAll(async () => {
    databases = await testDatabases();
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });
  return { on: (name) => databases.find((d) => d.name === name)!.db, all: () => databases };
}

export const databaseNames: Array<'pglite' | 'postgres'> = ['pglite', 'postgres'];

/**
 * Every database the database tests are written for, titled and skipped so that PostgreSQL's
 * copies show up as skipped, with the reason, when DATABASE_URL is unset.
 */
export const databaseCases = databaseNames.map((name) => {
  const skipped = name === 'postgres' && !process.env.DATABASE_URL;
  return { name, skipped, title: skipped ? `${name} (skipped: DATABASE_URL is not set)` : name };
});

let counter = 0;
/** A unique email per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.test`;
}
