import { defineEndpoint } from '#server/http/endpoint.ts';
import { exportAccountData } from '#server/repos/account-export.ts';

/** Download my data: everything Spotter holds about the signed-in person, as a JSON attachment. */
export const GET = defineEndpoint({ route: '/api/users/export', method: 'GET' }, async ({ user, db }) => {
  const data = await exportAccountData(db, user);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="spotter-data-${day}.json"`,
      'cache-control': 'no-store',
    },
  });
});
