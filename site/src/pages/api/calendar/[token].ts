import { config } from '#server/config.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError } from '#server/http/responses.ts';
import { feedCalendar } from '#server/repos/calendar-feeds.ts';

/**
 * A user's sessions as an iCalendar feed for phone and desktop calendars. The secret token in the
 * address is the only key (calendar apps send no cookie); an unknown or renewed one is a 404.
 */
export const GET = defineEndpoint({ route: '/api/calendar/[token]', method: 'GET' }, async ({ context, db }) => {
  const text = await feedCalendar(db, String(context.params.token ?? ''), config().PUBLIC_ORIGIN);
  if (text === null) throw new HttpError(404, 'sessions_error_feed_not_found');
  return new Response(text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
});
