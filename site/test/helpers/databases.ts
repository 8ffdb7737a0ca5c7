import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { createDb, type DB } from '#server/db/index.ts';
import { remoteWritesKnown } from '#server/db/generation-channel.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  db: DB;
  close: () => Promise<void>;
}

let pgliteShared: Promise<DB> | undefined;

/** One in-memory PGlite per test file, loaded from the dump migrated once a run (global-setup.ts). */
async function pglite(): Promise<DB> {
  pgliteShared ??= createDb({ pgliteDir: 'memory://', pgliteDump: new Blob([readFileSync(inject('pgliteDump'))]) });
  return pgliteShared;
}

/** A fresh PostgreSQL database on the server named by DATABASE_URL, a copy of the run's migrated template, dropped afterwards. */
async function postgres(baseUrl: string): Promise<TestDatabase> {
  const name = `spotter_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  // The first statement starts the channel between instances; once it listens, it moves the write
  // generation (for what it could not hear before), which must happen before a test reads it.
  await sql`select 1`.execute(db);
  await vi.waitUntil(remoteWritesKnown, { timeout: 60_000, interval: 20 });
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
