import type { SessionUser } from './session.ts';

/**
 * The signed-in user of a page in a role area (/client, /trainer, /admin). The middleware sends
 * everyone else away before such a page runs, so a missing user here is a routing bug.
 */
export function areaUser(locals: App.Locals): SessionUser {
  if (!locals.user) throw new Error('a role-area page ran without a signed-in user');
  return locals.user;
}
