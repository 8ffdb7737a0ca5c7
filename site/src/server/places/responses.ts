import { json } from '../http/responses.ts';

/** Search answers change only when the directory does: the browser may reuse them for a while, privately. */
export const SEARCH_CACHE_CONTROL = 'private, max-age=300';

/** The headers of a search answer: kept privately by the browser, per account. */
export const searchHeaders: Readonly<Record<string, string>> = {
  'cache-control': SEARCH_CACHE_CONTROL,
  vary: 'cookie',
};

/** `{ success: true, data }` that the reader's browser may keep for SEARCH_CACHE_CONTROL. */
export function cachedSearch<T>(data: T): Response {
  return json({ success: true, data }, 200, searchHeaders);
}
