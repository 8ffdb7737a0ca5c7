import { config } from '#server/config.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';

/** Crawlers may read the public pages; the dashboards, sign-in forms and API are no use to them. */
export const GET = defineEndpoint({ route: '/robots.txt', method: 'GET' }, async () => {
  const origin = config().PUBLIC_ORIGIN;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /client/',
    'Disallow: /trainer/',
    'Disallow: /admin/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});
