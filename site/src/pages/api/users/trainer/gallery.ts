import { galleryUpdateSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { galleryOf, saveGallery } from '#server/repos/gallery.ts';

const route = '/api/users/trainer/gallery';

/** The signed-in trainer's gallery in display order. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) => ok(await galleryOf(db, user.id)));

/** Saves the whole gallery (order, highlights, descriptions) in one transaction. */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: galleryUpdateSchema, transaction: true },
  async ({ user, body, db }) => {
    await saveGallery(db, user.id, body);
    return ok(await galleryOf(db, user.id));
  },
);
