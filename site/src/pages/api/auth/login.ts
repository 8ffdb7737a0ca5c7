import { loginSchema, returnToSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { login } from '#server/auth/service.ts';
import { landingFor } from '#server/auth/sign-in.ts';

/** Password sign-in; a new session every time. */
export const POST = defineEndpoint(
  { route: '/api/auth/login', method: 'POST', body: loginSchema.extend({ returnTo: returnToSchema }) },
  async ({ context, body, db }) => {
    const { userId, role, reactivated } = await login(db, body, context);
    return ok({ userId, role, reactivated, redirectTo: landingFor(role, body.returnTo) });
  },
);
