/**
 * Database commands: `migrate` applies pending migrations; `seed` inserts the demo data once;
 * `setup` (used by `pnpm dev`) does both and prints the demo accounts.
 */
import { config, ConfigError } from '#server/config.ts';
import { createDb, defaultDbOptions } from '#server/db/index.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { formatDemoAccounts, isSeeded, seed, seedActivity, DEMO_PASSWORD } from '#server/db/seed.ts';
import { hashPassword } from '#server/auth/password.ts';

const command = process.argv[2] ?? 'migrate';

async function main(): Promise<void> {
  const env = config();
  const db = await createDb(defaultDbOptions());
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}/pglite`;
  try {
    const applied = await migrateToLatest(db);
    console.log(`Database: ${where}. ${applied.length ? `Applied ${applied.join(', ')}.` : 'Schema up to date.'}`);
    if (command === 'seed' || command === 'setup') {
      if (await isSeeded(db)) {
        console.log(`Demo data already present (password for every demo account: ${DEMO_PASSWORD}).`);
        if (await seedActivity(db)) console.log('Added demo training sessions, goals and messages.');
        if (command === 'setup') {
          const rows = await db
            .selectFrom('users')
            .select(['email', 'role'])
            .where('email', 'like', '%@spotter.test')
            .orderBy('role')
            .orderBy('email')
            .execute();
          console.log(formatDemoAccounts(rows.map((r) => ({ email: r.email, role: r.role, name: '' }))));
        }
      } else {
        const accounts = await seed(db, await hashPassword(DEMO_PASSWORD));
        console.log(formatDemoAccounts(accounts));
      }
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
