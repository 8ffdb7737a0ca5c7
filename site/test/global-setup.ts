import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '#server/db/index.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';

/**
 * The databases every database test file starts from, migrated once for the whole run (migrating,
 * bundled city data included, takes seconds a database): a dump of a migrated PGlite that each
 * test worker loads, and on PostgreSQL (when DATABASE_URL is set) a migrated template database
 * each file copies. Migrating
 * from an empty database is so done once a run on each database, and a failing migration fails it.
 */
let dumpDir: string | undefined;
let template: { baseUrl: string; name: string } | undefined;

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject): Promise<void> {
  const pglite = await PGlite.create('memory://');
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  dumpDir = mkdtempSync(path.join(tmpdir(), 'spotter-test-pglite-'));
  const dumpFile = path.join(dumpDir, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpFile);

  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `spotter_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await query(baseUrl, `create database ${name}`);
    template = { baseUrl, name };
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const db = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  }
  project.provide('postgresTemplate', template?.name ?? '');
}

export async function teardown(): Promise<void> {
  if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
  if (template) await query(template.baseUrl, `drop database if exists ${template.name} with (force)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}
