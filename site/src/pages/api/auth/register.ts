import { registerSchema, returnToSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { register } from '#server/auth/service.ts';
import { landingFor } from '#server/auth/sign-in.ts';

/** Creates a client or trainer account and signs it in. */
export const POST = defineEndpoint(
  { route: '/api/auth/register', method: 'POST', body: registerSchema.extend({ returnTo: returnToSchema }) },
  async ({ context, body, db }) => {
    const { userId, role } = await register(db, body, context);
    return ok({ userId, role, redirectTo: landingFor(role, body.returnTo) }, 201);
  },
);
