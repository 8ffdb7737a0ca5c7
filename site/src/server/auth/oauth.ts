import { Facebook, Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import type { Locale, OAuthProvider, SelfServiceRole } from '@spotter/domain';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { createUser, linkOAuthAccount } from '../repos/users.ts';
import type { SignInAccount } from './sign-in.ts';

export interface ProviderIdentity {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
}

interface ProviderClient {
  /** Authorization URL plus the PKCE verifier to keep (null where the provider has no PKCE). */
  start(state: string): { url: URL; codeVerifier: string | null };
  finish(code: string, codeVerifier: string | null): Promise<ProviderIdentity>;
}

function redirectUri(provider: OAuthProvider): string {
  return `${config().PUBLIC_ORIGIN}/auth/oauth/${provider}/callback`;
}

export function providerClient(provider: OAuthProvider): ProviderClient | null {
  const env = config();
  if (provider === 'google' && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const google = new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, redirectUri('google'));
    return {
      start(state) {
        const codeVerifier = generateCodeVerifier();
        return {
          url: google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile']),
          codeVerifier,
        };
      },
      async finish(code, codeVerifier) {
        const tokens = await google.validateAuthorizationCode(code, codeVerifier ?? '');
        const claims = decodeIdToken(tokens.idToken()) as { sub: string; email?: string; email_verified?: boolean };
        return {
          providerUserId: claims.sub,
          email: claims.email ?? null,
          emailVerified: claims.email_verified === true,
        };
      },
    };
  }
  if (provider === 'facebook' && env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    const facebook = new Facebook(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, redirectUri('facebook'));
    return {
      start(state) {
        return { url: facebook.createAuthorizationURL(state, ['email', 'public_profile']), codeVerifier: null };
      },
      async finish(code) {
        const tokens = await facebook.validateAuthorizationCode(code);
        const url = new URL('https://graph.facebook.com/me');
        url.searchParams.set('fields', 'id,email');
        url.searchParams.set('access_token', tokens.accessToken());
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`facebook profile: ${response.status}`);
        const profile = (await response.json()) as { id: string; email?: string };
        // Facebook only returns confirmed email addresses.
        return { providerUserId: profile.id, email: profile.email ?? null, emailVerified: Boolean(profile.email) };
      },
    };
  }
  return null;
}

export { generateState };

/**
 * Finds or creates the account for a provider identity: a linked account signs in; a verified
 * email that matches an existing account links to it; otherwise a new account of `role` is made.
 */
export async function accountForIdentity(
  db: DB,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  role: SelfServiceRole,
  language: Locale,
): Promise<SignInAccount | 'email_missing'> {
  const linked = await db
    .selectFrom('oauth_accounts')
    .innerJoin('users', 'users.id', 'oauth_accounts.user_id')
    .select(['users.id', 'users.role', 'users.status'])
    .where('oauth_accounts.provider', '=', provider)
    .where('oauth_accounts.provider_user_id', '=', identity.providerUserId)
    .where('users.status', '<>', 'deleted')
    .executeTakeFirst();
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return 'email_missing';
  const email = identity.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'role', 'status'])
      .where('email', '=', email)
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    const user =
      existing ?? (await createUser(trx, { email, passwordHash: null, role, language, emailVerified: true }));
    await linkOAuthAccount(trx, user.id, { provider, providerUserId: identity.providerUserId, email });
    return { id: user.id, role: user.role, status: user.status };
  });
}
