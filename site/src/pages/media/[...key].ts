import { Readable } from 'node:stream';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { getStorage } from '#server/storage/index.ts';
import { isMediaKey } from '#server/media/upload.ts';
import { storedMediaByKey } from '#server/repos/media.ts';
import { logDocumentAccess } from '#server/repos/verification-review.ts';

/**
 * Serves stored media with our own Content-Type and nosniff. Public media is cached for a year
 * (keys never change); private media (identity documents, certificates) only reaches its owner
 * or an admin (each opening logged) and is never stored by shared caches.
 */
export const GET = defineEndpoint({ route: '/media/[...key]', method: 'GET' }, async ({ context, user, db }) => {
  const key = context.params.key ?? '';
  const notFound = () => new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  if (!isMediaKey(key)) return notFound();
  const row = await storedMediaByKey(db, key);
  if (!row) return notFound();
  // Not found rather than forbidden: a private object's existence is not revealed.
  if (row.visibility === 'private' && (!user || (user.id !== row.owner_id && user.role !== 'admin'))) return notFound();
  const object = await getStorage().get(key);
  if (!object) return notFound();
  // Every time an admin opens a trainer's private document, the case shows who and when.
  if (row.visibility === 'private' && row.owner_id && user && user.id !== row.owner_id) {
    await logDocumentAccess(db, { adminId: user.id, trainerId: row.owner_id, mediaId: row.id, purpose: row.purpose });
  }
  return new Response(Readable.toWeb(object.stream) as ReadableStream, {
    headers: {
      'content-type': row.content_type,
      'content-length': String(object.size),
      'x-content-type-options': 'nosniff',
      'content-disposition': row.content_type === 'application/pdf' ? 'attachment' : 'inline',
      'cache-control': row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});
