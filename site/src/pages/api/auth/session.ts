import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';

/** The signed-in user as SPEC §3 describes it (id, email, emailVerified, hasPassword, role, language, accounts), or null. */
export const GET = defineEndpoint({ route: '/api/auth/session', method: 'GET' }, ({ user }) => {
  if (!user) return ok({ user: null });
  const { id, email, emailVerified, hasPassword, role, language, accounts } = user;
  return ok({ user: { id, email, emailVerified, hasPassword, role, language, accounts } });
});
