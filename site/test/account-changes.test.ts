import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { accountLimits } from '@spotter/domain';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { createUser } from '#server/repos/users.ts';
import { issueEmailCode, proveEmailCode, takeProvenEmailCode } from '#server/repos/email-codes.ts';
import {
  SESSION_LAST_SEEN_EVERY_MS,
  createSession,
  generateSessionToken,
  invalidateOtherSessions,
  invalidateUserSessions,
  sessionIdFromToken,
  validateSessionToken,
  validateSessionTokenCached,
  type SessionUser,
} from '#server/auth/session.ts';
import { applyEmailChange, changePassword, sendEmailChangeCode } from '#server/auth/account-changes.ts';
import type { Visit } from '#server/auth/sign-in.ts';
import { describeUserAgent, listSessions } from '#server/auth/sessions.ts';
import { onSessionsEnded, WriteChannel, type EndedSessions } from '#server/db/generation-channel.ts';
import type { DB } from '#server/db/index.ts';

const { on } = openTestDatabases();

const minute = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
/** A wrong code: the right one with its last digit changed. */
const wrong = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function newUser(db: DB, prefix: string) {
  return createUser(db, { email: uniqueEmail(prefix), passwordHash: null, role: 'client', language: 'en' });
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`email change codes on ${title}`, () => {
    it('stores only a hash of a 6-digit code', async () => {
      const db = on(name);
      const user = await newUser(db, 'hash');
      const target = uniqueEmail('new');
      const { id, code } = await issueEmailCode(db, user.id, target);
      expect(code).toMatch(/^\d{6}$/);
      const row = await db.selectFrom('email_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
      expect(row.target).toBe(target.toLowerCase());
    });

    it('takes a code until ten minutes have passed, not at 10:01', async () => {
      const db = on(name);
      const user = await newUser(db, 'expiry');
      const target = uniqueEmail('new');
      const sent = new Date('2026-03-01T10:00:00Z');
      const late = await issueEmailCode(db, user.id, target, sent);
      expect(await proveEmailCode(db, user.id, target, late.code, at(sent, 10 * minute + 1_000))).toBe(false);
      const inTime = await issueEmailCode(db, user.id, target, sent);
      expect(await proveEmailCode(db, user.id, target, inTime.code, at(sent, 9 * minute + 59_000))).toBe(true);
      // The proof lasts as long as the code: applied at 10:01 it is refused.
      expect(await takeProvenEmailCode(db, user.id, target, at(sent, 10 * minute + 1_000))).toBe(false);
      expect(await takeProvenEmailCode(db, user.id, target, at(sent, 9 * minute + 59_000))).toBe(true);
    });

    it('kills a code after five wrong tries: even the right one fails then', async () => {
      const db = on(name);
      const user = await newUser(db, 'tries');
      const target = uniqueEmail('new');
      const { code } = await issueEmailCode(db, user.id, target);
      for (let i = 0; i < accountLimits.codeMaxAttempts; i += 1)
        expect(await proveEmailCode(db, user.id, target, wrong(code))).toBe(false);
      expect(await proveEmailCode(db, user.id, target, code)).toBe(false);
      expect(await takeProvenEmailCode(db, user.id, target)).toBe(false);
    });

    it('takes the right code on the fifth try after four wrong ones', async () => {
      const db = on(name);
      const user = await newUser(db, 'fifth');
      const target = uniqueEmail('new');
      const { code } = await issueEmailCode(db, user.id, target);
      for (let i = 0; i < accountLimits.codeMaxAttempts - 1; i += 1)
        expect(await proveEmailCode(db, user.id, target, wrong(code))).toBe(false);
      expect(await proveEmailCode(db, user.id, target, code)).toBe(true);
    });

    it('proves a code once, applies a proof once, and only for its own address', async () => {
      const db = on(name);
      const user = await newUser(db, 'once');
      const target = uniqueEmail('new');
      const { code } = await issueEmailCode(db, user.id, target);
      expect(await proveEmailCode(db, user.id, uniqueEmail('elsewhere'), code)).toBe(false);
      expect(await proveEmailCode(db, user.id, target, code)).toBe(true);
      expect(await proveEmailCode(db, user.id, target, code)).toBe(false);
      expect(await takeProvenEmailCode(db, user.id, uniqueEmail('elsewhere'))).toBe(false);
      expect(await takeProvenEmailCode(db, user.id, target)).toBe(true);
      expect(await takeProvenEmailCode(db, user.id, target)).toBe(false);
    });

    it("never takes one user's code for another user", async () => {
      const db = on(name);
      const owner = await newUser(db, 'owner');
      const stranger = await newUser(db, 'stranger');
      const target = uniqueEmail('new');
      const { code } = await issueEmailCode(db, owner.id, target);
      expect(await proveEmailCode(db, stranger.id, target, code)).toBe(false);
      expect(await takeProvenEmailCode(db, stranger.id, target)).toBe(false);
      expect(await proveEmailCode(db, owner.id, target, code)).toBe(true);
    });

    it('replaces an older code with a newer one', async () => {
      const db = on(name);
      const user = await newUser(db, 'newer');
      const target = uniqueEmail('new');
      const first = await issueEmailCode(db, user.id, target);
      let second = await issueEmailCode(db, user.id, target);
      while (second.code === first.code) second = await issueEmailCode(db, user.id, target);
      expect(await proveEmailCode(db, user.id, target, first.code)).toBe(false);
      expect(await proveEmailCode(db, user.id, target, second.code)).toBe(true);
      const rows = await db.selectFrom('email_codes').select('id').where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
    });
  });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the sessions list on ${title}`, () => {
    it("lists a user's live sessions with their browsers, marks the current one, ends the others", async () => {
      const db = on(name);
      const user = await newUser(db, 'list');
      const phone = generateSessionToken();
      const laptop = generateSessionToken();
      await createSession(db, phone, user.id, {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      });
      await createSession(db, laptop, user.id, {
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      });
      const list = await listSessions(db, user.id, sessionIdFromToken(laptop));
      expect(list).toHaveLength(2);
      const current = list.find((s) => s.current)!;
      expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Linux', device: 'desktop' });
      expect(list.find((s) => !s.current)).toMatchObject({ browser: 'Safari 17', os: 'iOS', device: 'mobile' });
      expect(current.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(current.id).not.toBe(sessionIdFromToken(laptop));

      expect(await invalidateOtherSessions(db, user.id, sessionIdFromToken(laptop))).toBe(1);
      expect(await validateSessionTokenCached(db, phone)).toBeNull();
      expect(await validateSessionTokenCached(db, laptop)).not.toBeNull();
    });
  });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`last seen and provider accounts on ${title}`, () => {
    it('writes when a session was last seen at most once every five minutes', async () => {
      const db = on(name);
      const user = await newUser(db, 'seen');
      const token = generateSessionToken();
      await createSession(db, token, user.id);
      const id = sessionIdFromToken(token);
      const seenAt = async () =>
        (await db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow())
          .last_seen_at;
      const first = await seenAt();
      vi.useFakeTimers({ now: first.getTime() + SESSION_LAST_SEEN_EVERY_MS - 1_000, toFake: ['Date'] });
      try {
        await validateSessionToken(db, token);
        expect(await seenAt()).toEqual(first);
        vi.setSystemTime(first.getTime() + SESSION_LAST_SEEN_EVERY_MS + 1_000);
        await validateSessionToken(db, token);
        expect((await seenAt()).getTime()).toBe(first.getTime() + SESSION_LAST_SEEN_EVERY_MS + 1_000);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses email and password changes of an account linked to a provider', async () => {
      const db = on(name);
      const user = await newUser(db, 'linked');
      const linked: SessionUser = {
        id: user.id,
        email: user.email,
        emailVerified: true,
        hasPassword: false,
        role: 'client',
        status: 'active',
        language: 'en',
        accounts: [{ provider: 'google' }],
      };
      const visit = {} as Visit;
      const forbidden = (key: string) => ({ kind: 'forbidden', key });
      await expect(sendEmailChangeCode(db, linked, uniqueEmail('new'))).rejects.toMatchObject(
        forbidden('account_email_managed_by_provider'),
      );
      await expect(applyEmailChange(db, linked, uniqueEmail('new'))).rejects.toMatchObject(
        forbidden('account_email_managed_by_provider'),
      );
      await expect(changePassword(db, linked, { newPassword: 'a brand new secret' }, visit)).rejects.toMatchObject(
        forbidden('account_password_managed_by_provider'),
      );
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
      expect(row?.password_hash).toBeNull();
    });
  });

describe('user agents', () => {
  it('names nothing when the browser sent no user agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: null });
    expect(describeUserAgent('curl/8.0')).toMatchObject({ device: null });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('ended sessions on the sessions channel', () => {
  it('announces every ended session to the listening instances once the transaction commits', async () => {
    const db = on('postgres');
    const user = await newUser(db, 'announce');
    const heard: EndedSessions[] = [];
    const stop = onSessionsEnded((ended) => heard.push(ended));
    try {
      const rolledBack = db.transaction().execute(async (trx) => {
        await invalidateUserSessions(trx, user.id);
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      await invalidateUserSessions(db, user.id);
      // Delivered asynchronously; a hang is bounded by the test's own timeout.
      while (!heard.some((e) => e !== 'all' && 'userId' in e && e.userId === user.id)) await sleep(10);
      expect(heard.filter((e) => e !== 'all' && 'userId' in e && e.userId === user.id)).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('serves no cached session while a channel is not listening', async () => {
    const db = on('postgres');
    const user = await newUser(db, 'deaf');
    const token = generateSessionToken();
    await createSession(db, token, user.id);
    // A channel that never gets to listen (nothing answers on this port).
    const deaf = new WriteChannel('postgres://postgres@127.0.0.1:1/none');
    deaf.start();
    try {
      expect((await validateSessionTokenCached(db, token))?.user.language).toBe('en');
      await db.updateTable('users').set({ language: 'sl' }).where('id', '=', user.id).execute();
      await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      // A session another instance ended is refused at once, not after the cache's lifetime.
      expect(await validateSessionTokenCached(db, token)).toBeNull();
    } finally {
      await deaf.stop();
    }
  });
});
