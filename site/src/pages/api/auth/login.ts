import { loginSchema, returnToSchema } from '@spotter/domain';
import { endpoint } from '#server/http/handler.ts';
import { parseBody } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { requestMeta } from '#server/http/request.ts';
import { getDb } from '#server/db/index.ts';
import { homeFor, login, safeReturnTo } from '#server/auth/service.ts';
import { setSignInCookies } from '#server/auth/cookies.ts';

const bodySchema = loginSchema.extend({ returnTo: returnToSchema });

/** Password sign-in; a new session every time. */
export const POST = endpoint(async (context) => {
  const input = await parseBody(context.request, bodySchema);
  const result = await login(await getDb(), input, requestMeta(context));
  setSignInCookies(context.cookies, result);
  return ok({
    userId: result.userId,
    role: result.role,
    reactivated: result.reactivated,
    redirectTo: safeReturnTo(input.returnTo, result.role) ?? homeFor(result.role),
  });
});
