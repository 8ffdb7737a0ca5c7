import { createDb } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { marketplaceQuerySchema } from '@spotter/domain';
import { searchTrainers } from '../src/server/repos/marketplace.ts';
import { generateTrainers } from './marketplace-data.ts';

const db = process.env.DATABASE_URL ? await createDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 }) : await createDb({ pgliteDir: 'memory://' });
await migrateToLatest(db);
let t = performance.now();
console.log('listed', await generateTrainers(db, 10_000), 'in', Math.round(performance.now() - t), 'ms');
const queries = [{}, { specialty: 'strength' }, { city: 'Berlin', radius: '25' }, { q: 'strength coach' }, { mode: 'online', language: 'de' }, { day: 'saturday', slot: 'Morning' }, { rating: '4.5' }, { sort: 'rating' }, { sort: 'newest' }, { city: 'Sarajevo', radius: '100', sort: 'distance' }, { specialty: 'rehabilitation', city: 'Zagreb', radius: '50' }];
for (const q of queries) {
  const parsed = marketplaceQuerySchema.parse(q);
  const times = [];
  let page;
  for (let i = 0; i < 8; i++) { t = performance.now(); page = await searchTrainers(db, parsed); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(q).padEnd(60), 'median', times[4].toFixed(1), 'max', times[7].toFixed(1), 'total', page.total, 'items', page.items.length);
}
await db.destroy();
