import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, preparePGliteQueries } from '#server/db/pglite-prepared.ts';

let pglite: PGlite;

const preparedCount = async () =>
  (
    await pglite.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'spotter_%'`,
    )
  ).rows[0]!.n;

beforeAll(async () => {
  pglite = preparePGliteQueries(await PGlite.create('memory://'));
  await pglite.exec(`create table things (id int primary key, name text not null, born date, tags text[], data jsonb)`);
});

afterAll(async () => {
  await pglite.close();
});

describe('PGlite queries as prepared statements', () => {
  it('runs a statement again with other values, serialising each parameter by its type', async () => {
    const insert = 'insert into things (id, name, born, tags, data) values ($1, $2, $3, $4, $5)';
    await pglite.query(insert, [1, 'Amra', '1990-04-02', ['a', 'b'], { level: 3 }]);
    const second = await pglite.query(insert, [2, "O'Brien", null, [], null]);
    expect(second.affectedRows).toBe(1);
    const rows = await pglite.query<{ id: number; name: string; tags: string[]; data: unknown }>(
      'select id, name, tags, data from things where id = any($1) order by id',
      [[1, 2]],
    );
    expect(rows.rows).toEqual([
      { id: 1, name: 'Amra', tags: ['a', 'b'], data: { level: 3 } },
      { id: 2, name: "O'Brien", tags: [], data: null },
    ]);
    expect(rows.fields.map((field) => field.name)).toEqual(['id', 'name', 'tags', 'data']);
  });

  it('prepares each text once', async () => {
    const before = await preparedCount();
    for (let id = 0; id < 5; id += 1) await pglite.query('select name from things where id = $1', [id]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('answers a refused statement with the database error, and goes on', async () => {
    await expect(pglite.query('insert into things (id, name) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(pglite.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await pglite.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('prepares again a statement whose result changed shape', async () => {
    const text = 'select * from things where id = $1';
    expect(Object.keys((await pglite.query(text, [1])).rows[0]!)).not.toContain('extra');
    await pglite.exec('alter table things add column extra text');
    expect(Object.keys((await pglite.query(text, [1])).rows[0]!)).toContain('extra');
  });

  it(`keeps at most ${MAX_STATEMENTS} statements`, async () => {
    for (let n = 0; n < MAX_STATEMENTS + 20; n += 1) await pglite.query(`select ${n} as n`);
    await pglite.query('select 1');
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
  });

  it('waits for a transaction in progress, and the transaction sees its own writes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values (10, $1)', ['in transaction']);
      await held;
    });
    let read = false;
    const outside = pglite.query('select name from things where id = 10').then((result) => {
      read = true;
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(false);
    release();
    await transaction;
    expect(await outside).toEqual([{ name: 'in transaction' }]);
  });
});
