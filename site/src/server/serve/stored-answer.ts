import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FrontDoor, StoredAnswer } from '../http/front-door.ts';
import { negotiate, type Encoding } from './encoding.ts';
import { codedEtag, etagFamily, matchingEtag, varyWithAcceptEncoding } from './headers.ts';

/**
 * Asks the bundle's front door (`site/src/server/http/front-door.ts`) for a stored answer to a GET
 * or HEAD: the answer, null (no door, no answer, or the door failed: the request is then rendered),
 * or a promise of either that never rejects. Synchronous when the door is.
 */
export function lookUpStoredAnswer(
  door: FrontDoor | undefined,
  req: IncomingMessage,
): StoredAnswer | null | Promise<StoredAnswer | null> {
  if (!door || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  let found: ReturnType<FrontDoor['lookup']>;
  try {
    found = door.lookup({ method: req.method, url: req.url ?? '/', headers: req.headers });
  } catch {
    return null;
  }
  if (found && typeof (found as Promise<unknown>).then === 'function') {
    return Promise.resolve(found).then(
      (answer) => (isStoredAnswer(answer) ? answer : null),
      () => null,
    );
  }
  return isStoredAnswer(found) ? found : null;
}

export function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Partial<StoredAnswer>;
  return (
    typeof answer.status === 'number' &&
    Array.isArray(answer.headers) &&
    typeof answer.etag === 'string' &&
    Buffer.isBuffer(answer.body)
  );
}

/**
 * Sends a stored answer: the coding the request prefers among the copies stored, with its length
 * and `Vary: Accept-Encoding`; 304 when If-None-Match holds its validator; no body for HEAD.
 */
export function sendStoredAnswer(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer): void {
  const available: Encoding[] = [];
  if (answer.br) available.push('br');
  if (answer.gzip) available.push('gzip');
  available.push('identity');
  const encoding = negotiate(req.headers['accept-encoding'], available) ?? 'identity';
  const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : answer.body;

  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of answer.headers) {
    const key = name.toLowerCase();
    if (key === 'content-length' || key === 'content-encoding' || key === 'transfer-encoding') continue;
    const previous = headers[key];
    if (previous === undefined) headers[key] = value;
    else headers[key] = Array.isArray(previous) ? [...previous, value] : [String(previous), value];
  }
  headers.etag = encoding === 'identity' ? answer.etag : codedEtag(answer.etag, encoding);
  headers.vary = varyWithAcceptEncoding(headers.vary);

  if (answer.status === 200 && matchingEtag(req.headers['if-none-match'], etagFamily(answer.etag))) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.byteLength;
  res.writeHead(answer.status, headers);
  if (req.method === 'HEAD' || answer.status === 204 || answer.status === 304) res.end();
  else res.end(body);
}
