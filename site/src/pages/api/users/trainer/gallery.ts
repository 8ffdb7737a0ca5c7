import { galleryUpdateSchema } from '@spotter/domain';
import { endpoint } from '#server/http/handler.ts';
import { parseBody } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { galleryOf, saveGallery } from '#server/repos/gallery.ts';

/** The signed-in trainer's gallery in display order. */
export const GET = endpoint(async (context) => ok(await galleryOf(await getDb(), context.locals.user!.id)));

/** Saves the whole gallery (order, highlights, descriptions) in one transaction. */
export const PUT = endpoint(async (context) => {
  const update = await parseBody(context.request, galleryUpdateSchema);
  const db = await getDb();
  await saveGallery(db, context.locals.user!.id, update);
  return ok(await galleryOf(db, context.locals.user!.id));
});
