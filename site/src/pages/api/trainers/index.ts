import { marketplaceQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { searchTrainers, viewerOf } from '#server/repos/marketplace.ts';

/** The marketplace search (GET /trainers without the page): public cards, one keyset page. */
export const GET = defineEndpoint(
  { route: '/api/trainers', method: 'GET', query: marketplaceQuerySchema },
  async ({ user, query, db }) => ok(await searchTrainers(db, query, await viewerOf(db, user))),
);
