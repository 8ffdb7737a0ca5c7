import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { createLogger } from '#server/log.ts';
import { createUser } from '#server/repos/users.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

/**
 * A failed statement is logged with its SQLSTATE and the names of what refused it, never with its
 * values: a client's health text, birth date and name must not end up in the server's log.
 */

const { on } = openTestDatabases();

/** A logger as the server's, and everything it wrote. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger(destination, 'info');
  return { logger, written: () => lines.join('') };
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the statement was expected to fail');
    },
    (error: unknown) => error,
  );

const secrets = {
  medical: 'Epilepsy-since-2009 (private)',
  birthDate: '1987-03-14',
  name: 'Zlatana',
};

async function clientWithSecrets(db: DB) {
  const client = await createUser(db, {
    email: uniqueEmail('log-client'),
    passwordHash: null,
    role: 'client',
    language: 'en',
  });
  await db
    .updateTable('client_profiles')
    .set({ first_name: secrets.name, date_of_birth: secrets.birthDate, medical_conditions: secrets.medical })
    .where('user_id', '=', client.id)
    .execute();
  return client;
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the log keeps no statement values on ${title}`, () => {
    it('a check violation: the SQLSTATE and constraint, not the failing row', async () => {
      const db = on(name);
      const client = await clientWithSecrets(db);
      const error = await failureOf(
        db
          .updateTable('client_profiles')
          .set({ allergies: `${secrets.medical} ${'x'.repeat(2_000)}` })
          .where('user_id', '=', client.id)
          .execute(),
      );
      const { logger, written } = capturedLogger();
      logger.error({ err: error, path: '/api/users/client/profile/health' }, 'unhandled endpoint error');
      const line = JSON.parse(written()) as { err: Record<string, unknown> };
      expect(line.err).toMatchObject({ code: '23514', constraint: 'client_profiles_allergies_check' });
      for (const value of Object.values(secrets)) expect(written()).not.toContain(value);
    });

    it('NUL in a parameter: the SQLSTATE, not the parameters', async () => {
      const db = on(name);
      const client = await clientWithSecrets(db);
      // In a transaction, as an endpoint saves (PGlite attaches the statement and its parameters there).
      const error = await failureOf(
        db.transaction().execute((trx) =>
          sql`update client_profiles set medical_conditions = ${`${secrets.medical}\u0000`},
            first_name = ${secrets.name}, date_of_birth = ${secrets.birthDate}
            where user_id = ${client.id}`.execute(trx),
        ),
      );
      const { logger, written } = capturedLogger();
      logger.error({ err: error }, 'unhandled endpoint error');
      const line = JSON.parse(written()) as { err: Record<string, unknown> };
      expect(String(line.err.code)).toMatch(/^22(021|P05)$/);
      for (const value of Object.values(secrets)) expect(written()).not.toContain(value);
    });

    it('a unique violation: the constraint, not the key values', async () => {
      const db = on(name);
      const client = await clientWithSecrets(db);
      const trainer = await createUser(db, {
        email: uniqueEmail('log-trainer'),
        passwordHash: null,
        role: 'trainer',
        language: 'en',
      });
      const request = {
        client_id: client.id,
        trainer_id: trainer.id,
        status: 'pending' as const,
        message: secrets.medical,
      };
      await db.insertInto('coaching_requests').values(request).execute();
      const error = await failureOf(db.insertInto('coaching_requests').values(request).execute());
      const { logger, written } = capturedLogger();
      logger.warn({ err: new Error('request failed', { cause: error }) }, 'wrapped');
      logger.warn({ err: error }, 'direct');
      expect(written()).toContain('coaching_requests_one_pending');
      for (const value of [...Object.values(secrets), client.id]) expect(written()).not.toContain(value);
    });
  });
