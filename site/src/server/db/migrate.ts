import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DB } from './index.ts';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_activity.ts';
import * as m0003 from './migrations/0003_login_devices.ts';
import * as m0004 from './migrations/0004_places.ts';
import * as m0005 from './migrations/0005_profile_sections.ts';
import * as m0006 from './migrations/0006_coaching.ts';
import * as m0007 from './migrations/0007_marketplace.ts';
import * as m0008 from './migrations/0008_city_names.ts';
import * as m0009 from './migrations/0009_city_labels.ts';
import * as m0010 from './migrations/0010_public_positions.ts';
import * as m0011 from './migrations/0011_account_settings.ts';
import * as m0012 from './migrations/0012_write_count.ts';
import * as m0013 from './migrations/0013_public_point_lookup.ts';
import * as m0014 from './migrations/0014_marketplace_indexes.ts';
import * as m0015 from './migrations/0015_identity_verification.ts';
import * as m0016 from './migrations/0016_exercises_and_plans.ts';
import * as m0017 from './migrations/0017_training_sessions.ts';

/** Migrations are listed here (append-only) so they are bundled into the server build. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_activity': m0002,
  '0003_login_devices': m0003,
  '0004_places': m0004,
  '0005_profile_sections': m0005,
  '0006_coaching': m0006,
  '0007_marketplace': m0007,
  '0008_city_names': m0008,
  '0009_city_labels': m0009,
  '0010_public_positions': m0010,
  '0011_account_settings': m0011,
  '0012_write_count': m0012,
  '0013_public_point_lookup': m0013,
  '0014_marketplace_indexes': m0014,
  '0015_identity_verification': m0015,
  '0016_exercises_and_plans': m0016,
  '0017_training_sessions': m0017,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
