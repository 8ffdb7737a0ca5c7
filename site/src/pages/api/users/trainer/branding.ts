import { brandingUpdateSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { brandingOf } from '#server/repos/shell.ts';
import { saveBranding } from '#server/repos/branding.ts';

const route = '/api/users/trainer/branding';

/** The signed-in trainer's branding (SPEC §3 Theme/branding). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) => ok(await brandingOf(db, user.id)));

/** Saves the branding; colours are validated as hex here and by a database check. */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: brandingUpdateSchema, transaction: true },
  async ({ user, body, db }) => {
    await saveBranding(db, user.id, body);
    return ok(await brandingOf(db, user.id));
  },
);
