import { oauthProviders, selfServiceRoles } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { accountForIdentity, providerClient } from '#server/auth/oauth.ts';
import { completeSignIn, landingFor } from '#server/auth/sign-in.ts';
import { logger } from '#server/log.ts';

/** Finishes sign-in with a provider. A missing or different state is refused. */
export const GET = defineEndpoint(
  { route: '/auth/oauth/[provider]/callback', method: 'GET' },
  async ({ context, locale, db }) => {
    const { params, url, cookies, redirect } = context;
    const provider = oauthProviders.find((p) => p === params.provider);
    const client = provider ? providerClient(provider) : null;
    if (!provider || !client) return new Response(null, { status: 404 });

    const state = url.searchParams.get('state');
    const code = url.searchParams.get('code');
    const storedState = cookies.get('oauth_state')?.value;
    const codeVerifier = cookies.get('oauth_code_verifier')?.value ?? null;
    const role = selfServiceRoles.find((r) => r === cookies.get('oauth_role')?.value) ?? 'client';
    const returnTo = cookies.get('oauth_return_to')?.value;
    for (const name of ['oauth_state', 'oauth_code_verifier', 'oauth_role', 'oauth_return_to'])
      cookies.delete(name, { path: '/' });

    const fail = (key: string) =>
      redirect(`/auth/login?error=${key}&provider=${provider === 'google' ? 'Google' : 'Facebook'}`, 303);
    if (!state || !code || !storedState || state !== storedState) return fail('auth_error_oauth_failed');

    try {
      const identity = await client.finish(code, codeVerifier);
      const account = await accountForIdentity(db, provider, identity, role, locale);
      if (account === 'email_missing') return fail('auth_error_oauth_email_missing');
      const { role: signedInRole } = await completeSignIn(db, account, context);
      return redirect(landingFor(signedInRole, returnTo), 303);
    } catch (error) {
      logger.warn({ err: error, provider }, 'oauth sign-in failed');
      return fail('auth_error_oauth_failed');
    }
  },
);
