import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FreshAnswer, FrontDoor, FrontDoorAnswer, StoredAnswer } from '../http/front-door.ts';
import { compressAnswer, type CompressionOptions } from './compress.ts';
import { isCompressible } from './content-types.ts';
import { negotiate, type Encoding } from './encoding.ts';
import { codedEtag, etagFamily, hsts, matchingEtag, varyWithAcceptEncoding } from './headers.ts';

/**
 * Asks the bundle's front door (`site/src/server/http/front-door.ts`) for an answer to a GET or
 * HEAD: the answer (stored or fresh), null (no door, no answer, or the door failed: the request is
 * then rendered), or a promise of either that never rejects. Synchronous when the door is.
 */
export function lookUpStoredAnswer(
  door: FrontDoor | undefined,
  req: IncomingMessage,
): FrontDoorAnswer | null | Promise<FrontDoorAnswer | null> {
  if (!door || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  let found: ReturnType<FrontDoor['lookup']>;
  try {
    found = door.lookup({ method: req.method, url: req.url ?? '/', headers: req.headers });
  } catch {
    return null;
  }
  if (found && typeof (found as Promise<unknown>).then === 'function') {
    return Promise.resolve(found).then(
      (answer) => (isFrontDoorAnswer(answer) ? answer : null),
      () => null,
    );
  }
  return isFrontDoorAnswer(found) ? found : null;
}

function isFrontDoorAnswer(value: unknown): value is FrontDoorAnswer {
  return isStoredAnswer(value) || isFreshAnswer(value);
}

export function isFreshAnswer(value: unknown): value is FreshAnswer {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Partial<FreshAnswer>;
  return (
    answer.fresh === true &&
    typeof answer.status === 'number' &&
    Array.isArray(answer.headers) &&
    Buffer.isBuffer(answer.body)
  );
}

export function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (!value || typeof value !== 'object' || 'fresh' in value) return false;
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
  // A connection header, never stored: the middleware sends it on every answer over TLS.
  if (isTls(req)) headers['strict-transport-security'] = hsts;

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

const isTls = (req: IncomingMessage) => (req.socket as Partial<TLSSocket> | null)?.encrypted === true;

/** Whether compressAnswer would consider coding an answer with this head (it then adds the Vary). */
function codable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (headers['content-range'] !== undefined) return false;
  if (!isCompressible(String(headers['content-type'] ?? ''))) return false;
  return !/\bno-transform\b/i.test(String(headers['cache-control'] ?? ''));
}

/**
 * Sends a fresh answer as a rendered one goes out: its headers as given (Strict-Transport-Security
 * added over TLS, as the middleware does), the body compressed on the way out by the same rules
 * (`compression`; false sends it as it is), with its length.
 */
export function sendFreshAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: FreshAnswer,
  compression: CompressionOptions | false,
): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of answer.headers) {
    const key = name.toLowerCase();
    if (key === 'content-length' || key === 'content-encoding' || key === 'transfer-encoding') continue;
    const previous = headers[key];
    if (previous === undefined) headers[key] = value;
    else headers[key] = Array.isArray(previous) ? [...previous, value] : [String(previous), value];
  }
  if (isTls(req)) headers['strict-transport-security'] = hsts;
  if (compression && answer.body.byteLength >= compression.threshold) compressAnswer(req, res, compression);
  else if (compression && req.method !== 'HEAD' && codable(answer.status, headers)) {
    // Too small to code, but it says what compressAnswer would have: the answer varies with Accept-Encoding.
    headers.vary = varyWithAcceptEncoding(headers.vary);
  }
  headers['content-length'] = answer.body.byteLength;
  res.writeHead(answer.status, headers);
  if (req.method === 'HEAD' || answer.status === 204 || answer.status === 304) res.end();
  else res.end(answer.body);
}
