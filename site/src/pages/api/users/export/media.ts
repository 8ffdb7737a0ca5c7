import { defineEndpoint } from '#server/http/endpoint.ts';
import { zipStream } from '#server/media/archive.ts';
import { exportableMedia } from '#server/repos/account-export.ts';
import { getStorage } from '#server/storage/index.ts';

/** Download my data: the signed-in person's uploads as a ZIP, streamed as it is made. */
export const GET = defineEndpoint({ route: '/api/users/export/media', method: 'GET' }, async ({ user, db }) => {
  const entries = await exportableMedia(db, user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(zipStream(entries, getStorage()), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="spotter-media-${day}.zip"`,
      'cache-control': 'no-store',
    },
  });
});
