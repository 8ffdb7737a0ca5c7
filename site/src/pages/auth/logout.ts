import { defineEndpoint } from '#server/http/endpoint.ts';
import { signOut } from '#server/auth/sign-in.ts';

/** The form-post sign-out (works without JavaScript): ends the session and goes to /auth/login. */
export const POST = defineEndpoint({ route: '/auth/logout', method: 'POST' }, async ({ context, db }) => {
  await signOut(db, context);
  return context.redirect('/auth/login', 303);
});
