import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { invalidateSession } from '#server/auth/session.ts';
import { deleteSessionCookie } from '#server/auth/cookies.ts';

/** Ends the current session (no redirect: the caller decides where to go). */
export const POST = endpoint(async (context) => {
  if (context.locals.session) await invalidateSession(await getDb(), context.locals.session.id);
  deleteSessionCookie(context.cookies);
  return ok({ signedOut: true });
});
