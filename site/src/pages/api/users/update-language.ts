import { updateLanguageSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { setLocaleCookie } from '#server/auth/cookies.ts';
import { updateUserLanguage } from '#server/repos/users.ts';

/** Saves the signed-in user's language (SPEC §7 PATCH /api/users/update-language). */
export const PATCH = defineEndpoint(
  { route: '/api/users/update-language', method: 'PATCH', body: updateLanguageSchema },
  async ({ context, user, body, db }) => {
    await updateUserLanguage(db, user.id, body.language);
    setLocaleCookie(context.cookies, body.language);
    return ok({ language: body.language });
  },
);
