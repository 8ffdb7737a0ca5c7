import { brandingUpdateSchema } from '@spotter/domain';
import { endpoint } from '#server/http/handler.ts';
import { parseBody } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { brandingOf } from '#server/repos/shell.ts';
import { saveBranding } from '#server/repos/branding.ts';

/** The signed-in trainer's branding (SPEC §3 Theme/branding). */
export const GET = endpoint(async (context) => ok(await brandingOf(await getDb(), context.locals.user!.id)));

/** Saves the branding; colours are validated as hex here and by a database check. */
export const PUT = endpoint(async (context) => {
  const input = await parseBody(context.request, brandingUpdateSchema);
  const db = await getDb();
  await saveBranding(db, context.locals.user!.id, input);
  return ok(await brandingOf(db, context.locals.user!.id));
});
