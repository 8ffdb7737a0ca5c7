import type { APIRoute } from 'astro';
import { getDb } from '#server/db/index.ts';
import { invalidateSession } from '#server/auth/session.ts';
import { deleteSessionCookie } from '#server/auth/cookies.ts';

/** The form-post sign-out (works without JavaScript): ends the session and goes to /auth/login. */
export const POST: APIRoute = async (context) => {
  if (context.locals.session) await invalidateSession(await getDb(), context.locals.session.id);
  deleteSessionCookie(context.cookies);
  return context.redirect('/auth/login', 303);
};
