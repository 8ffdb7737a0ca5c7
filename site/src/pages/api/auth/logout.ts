import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { signOut } from '#server/auth/sign-in.ts';

/** Ends the current session (no redirect: the caller decides where to go). */
export const POST = defineEndpoint(
  { route: '/api/auth/logout', method: 'POST', noBody: true },
  async ({ context, db }) => {
    await signOut(db, context);
    return ok({ signedOut: true });
  },
);
