import { registerSchema, returnToSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { register } from '#server/auth/service.ts';

/**
 * Creates a client or trainer account and emails it a verification link; it does not sign in. A
 * taken address gets the same answer (its owner is emailed instead), so the answer tells nobody
 * who has an account.
 */
export const POST = defineEndpoint(
  { route: '/api/auth/register', method: 'POST', body: registerSchema.extend({ returnTo: returnToSchema }) },
  async ({ context, body, db }) => ok(await register(db, body, context), 201),
);
