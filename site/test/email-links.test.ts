import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimits } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { consumeEmailLink, createEmailLink, emailLinkUsable, linkTokenHash } from '#server/auth/email-links.ts';
import { forgotPassword, resetPassword, verifyEmail } from '#server/auth/email-flows.ts';
import type { Visit } from '#server/auth/sign-in.ts';
import { config } from '#server/config.ts';
import { hashPassword, verifyPassword } from '#server/auth/password.ts';
import { createSession, generateSessionToken } from '#server/auth/session.ts';
import { createUser, findUserById, linkOAuthAccount } from '#server/repos/users.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { linkIn, startTestMailServer, waitForMail, type TestMailServer } from './helpers/mail.ts';

const { on } = openTestDatabases();

const newUser = async (db: DB, password: string | null = null) =>
  createUser(db, {
    email: uniqueEmail('links'),
    passwordHash: password ? await hashPassword(password) : null,
    role: 'client',
    language: 'en',
  });

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`emailed links on ${title}`, () => {
    it('stores only the SHA-256 of a 32-character token', async () => {
      const db = on(name);
      const user = await newUser(db);
      const token = await createEmailLink(db, { userId: user.id, purpose: 'email_verify', target: user.email });
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      const rows = await db.selectFrom('email_codes').select('code_hash').where('user_id', '=', user.id).execute();
      expect(rows).toEqual([{ code_hash: linkTokenHash(token) }]);
      expect(rows[0]!.code_hash).not.toContain(token);
    });

    it('opens a verification link once, within its 24 hours, for its own purpose only', async () => {
      const db = on(name);
      const sent = new Date('2026-11-20T08:00:00Z');
      const user = await newUser(db);
      const token = await createEmailLink(db, { userId: user.id, purpose: 'email_verify', target: user.email }, sent);
      const other = await newUser(db);
      const otherToken = await createEmailLink(
        db,
        { userId: other.id, purpose: 'email_verify', target: other.email },
        sent,
      );

      // A reset cannot be made from a verification link, nor an unknown token verify anything.
      expect(await consumeEmailLink(db, token, 'password_reset', sent)).toBeNull();
      expect(await verifyEmail(db, 'a'.repeat(32), later(sent, 1000))).toBe(false);
      expect(await verifyEmail(db, token, later(sent, accountLimits.verifyLinkLifetimeMs - 1000))).toBe(true);
      expect((await findUserById(db, user.id))!.email_verified).toBe(true);
      // Single use: the same link again does nothing, and the other account stays unverified.
      expect(await verifyEmail(db, token, later(sent, accountLimits.verifyLinkLifetimeMs - 500))).toBe(false);
      expect((await findUserById(db, other.id))!.email_verified).toBe(false);
      // Expired: the other account's link, one moment after its 24 hours.
      expect(await verifyEmail(db, otherToken, later(sent, accountLimits.verifyLinkLifetimeMs + 1))).toBe(false);
      expect((await findUserById(db, other.id))!.email_verified).toBe(false);
    });

    it('verifies nothing when the account has another address by now', async () => {
      const db = on(name);
      const user = await newUser(db);
      const token = await createEmailLink(db, { userId: user.id, purpose: 'email_verify', target: 'old@example.test' });
      expect(await verifyEmail(db, token)).toBe(false);
      expect((await findUserById(db, user.id))!.email_verified).toBe(false);
    });

    it('resets a password once within the hour, ends every session, and a newer link replaces older ones', async () => {
      const db = on(name);
      const sent = new Date('2026-11-20T08:00:00Z');
      const user = await newUser(db, 'the old password');
      await createSession(db, generateSessionToken(), user.id);
      await createSession(db, generateSessionToken(), user.id);
      const older = await createEmailLink(db, { userId: user.id, purpose: 'password_reset', target: user.email }, sent);
      const newer = await createEmailLink(
        db,
        { userId: user.id, purpose: 'password_reset', target: user.email },
        later(sent, 1000),
      );
      const input = (token: string) => ({
        token,
        newPassword: 'the new password',
        confirmPassword: 'the new password',
      });

      await expect(resetPassword(db, input(older), later(sent, 2000))).rejects.toMatchObject({
        key: 'account_link_invalid',
      });
      // Expired: one moment past the hour.
      await expect(
        resetPassword(db, input(newer), later(sent, 1000 + accountLimits.resetLinkLifetimeMs + 1)),
      ).rejects.toMatchObject({ key: 'account_link_invalid' });
      expect(await emailLinkUsable(db, newer, 'password_reset', later(sent, 3000))).toBe(true);

      await resetPassword(db, input(newer), later(sent, 3000));
      const changed = (await findUserById(db, user.id))!;
      expect(await verifyPassword(changed.password_hash!, 'the new password')).toBe(true);
      expect(await verifyPassword(changed.password_hash!, 'the old password')).toBe(false);
      const sessions = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(sessions).toEqual([]);
      // Used once: a replay is refused.
      await expect(resetPassword(db, input(newer), later(sent, 4000))).rejects.toMatchObject({
        key: 'account_link_invalid',
      });
    });
  });

/** A visitor of the forgot-password form, from an address of its own. */
const visitor = () =>
  ({
    clientAddress: `10.77.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    request: new Request('http://localhost/auth/forgot-password', { method: 'POST' }),
    locals: { locale: 'en' },
  }) as unknown as Visit;

describe('forgot password, by mail through a real SMTP server', () => {
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startTestMailServer();
    Object.assign(config(), { SMTP_URL: mail.url, PUBLIC_ORIGIN: 'https://spotter.example' });
  });
  afterAll(async () => {
    await mail.stop();
  });

  for (const { name, skipped, title } of databaseCases) {
    it.skipIf(skipped)(`tells an account that signs in with Google so, instead of a link (${title})`, async () => {
      const db = on(name);
      const user = await createUser(db, {
        email: uniqueEmail('google'),
        passwordHash: null,
        role: 'trainer',
        language: 'sl',
      });
      await linkOAuthAccount(db, user.id, { provider: 'google', providerUserId: user.id, email: user.email });
      await forgotPassword(db, { email: user.email.toUpperCase() }, visitor());
      const received = await waitForMail(mail.received, user.email);
      expect(received.subject).toBe('Ponastavite geslo za Spotter');
      expect(received.text).toContain('Prijavljate se prek Google');
      expect(received.text).not.toContain('/auth/reset-password');
      expect(await db.selectFrom('email_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    });

    it.skipIf(skipped)(`sends an account with a password its reset link, in its language (${title})`, async () => {
      const db = on(name);
      const user = await newUser(db, 'a password 1');
      await db.updateTable('users').set({ language: 'sr' }).where('id', '=', user.id).execute();
      await forgotPassword(db, { email: user.email }, visitor());
      const received = await waitForMail(mail.received, user.email);
      expect(received.subject).toBe('Ресетујте своју Spotter лозинку');
      const token = new URL(linkIn(received, 'https://spotter.example/auth/reset-password?token=')).searchParams.get(
        'token',
      )!;
      expect(await emailLinkUsable(db, token, 'password_reset')).toBe(true);
    });
  }
});
