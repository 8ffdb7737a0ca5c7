import { locales } from '@spotter/domain';
import { config } from '#server/config.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { sitemapEntries } from '#server/repos/marketplace.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The address of a page in a language, as the pages' hreflang links name it. */
function inLanguage(path: string, language: string, origin: string): string {
  const url = new URL(path, origin);
  if (language !== 'en') url.searchParams.set('hl', language);
  return url.toString();
}

function urlEntry(path: string, origin: string, lastmod?: string): string {
  const alternates = locales
    .map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(path, language, origin))}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(inLanguage(path, 'en', origin))}</loc>${modified}${alternates}</url>`;
}

/** The public pages search engines should know: home, the marketplace and every listed trainer. */
export const GET = defineEndpoint({ route: '/sitemap.xml', method: 'GET' }, async ({ db }) => {
  const origin = config().PUBLIC_ORIGIN;
  const trainers = await sitemapEntries(db);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    urlEntry('/', origin),
    urlEntry('/trainers', origin),
    ...trainers.map((trainer) =>
      urlEntry(`/trainers/${encodeURIComponent(trainer.slug)}`, origin, trainer.updatedAt.slice(0, 10)),
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
});
