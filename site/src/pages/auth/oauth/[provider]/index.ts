import { oauthProviders, returnToSchema, selfServiceRoles } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { generateState, providerClient } from '#server/auth/oauth.ts';
import { secureCookies } from '#server/auth/cookies.ts';

/** Starts sign-in with a provider: state (and PKCE verifier) in short-lived HttpOnly cookies. */
export const GET = defineEndpoint({ route: '/auth/oauth/[provider]', method: 'GET' }, ({ context }) => {
  const { params, url, cookies, redirect } = context;
  const provider = oauthProviders.find((p) => p === params.provider);
  const client = provider ? providerClient(provider) : null;
  if (!provider || !client) return new Response(null, { status: 404 });
  const state = generateState();
  const { url: authorizationUrl, codeVerifier } = client.start(state);
  const options = { httpOnly: true, secure: secureCookies(), sameSite: 'lax' as const, path: '/', maxAge: 600 };
  cookies.set('oauth_state', state, options);
  if (codeVerifier) cookies.set('oauth_code_verifier', codeVerifier, options);
  const role = selfServiceRoles.find((r) => r === url.searchParams.get('role')) ?? 'client';
  cookies.set('oauth_role', role, options);
  const returnTo = returnToSchema.parse(url.searchParams.get('returnTo') ?? undefined);
  if (returnTo) cookies.set('oauth_return_to', returnTo, options);
  return redirect(authorizationUrl.toString(), 302);
});
