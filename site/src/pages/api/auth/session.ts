import { endpoint } from '../../../server/http/handler.ts';
import { ok } from '../../../server/http/responses.ts';
import { getDb } from '../../../server/db/index.ts';

/** The signed-in user as SPEC §3 describes it (id, email, emailVerified, hasPassword, role, language, accounts), or null. */
export const GET = endpoint(async (context) => {
  const user = context.locals.user;
  if (!user) return ok({ user: null });
  const db = await getDb();
  const accounts = await db
    .selectFrom('oauth_accounts')
    .select(['provider'])
    .where('user_id', '=', user.id)
    .execute();
  return ok({
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      hasPassword: user.hasPassword,
      role: user.role,
      language: user.language,
      accounts: accounts.map((a) => ({ provider: a.provider })),
    },
  });
});
