import { z } from 'zod';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, ok } from '#server/http/responses.ts';
import { clientHealthForTrainer } from '#server/repos/profile.ts';

/**
 * A client's health data (SPEC §2: private), for a trainer the client is connected to. Anyone
 * else, including a trainer the client left, gets 404: the answer reveals nothing.
 */
export const GET = defineEndpoint(
  { route: '/api/users/trainer/clients/[clientId]/health', method: 'GET' },
  async ({ context, user, db }) => {
    const clientId = z.uuid().safeParse(context.params.clientId);
    if (!clientId.success) throw new HttpError(404, 'error_not_found');
    return ok(await clientHealthForTrainer(db, user.id, clientId.data));
  },
);
