import { updateLanguageSchema } from '@spotter/domain';
import { localeCookieName } from '@spotter/i18n';
import { endpoint } from '#server/http/handler.ts';
import { parseBody } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { updateUserLanguage } from '#server/repos/users.ts';

/** Saves the signed-in user's language (SPEC §7 PATCH /api/users/update-language). */
export const PATCH = endpoint(async (context) => {
  const { language } = await parseBody(context.request, updateLanguageSchema);
  const user = context.locals.user!;
  await updateUserLanguage(await getDb(), user.id, language);
  context.cookies.set(localeCookieName, language, { path: '/', sameSite: 'lax', maxAge: 34_560_000 });
  return ok({ language });
});
