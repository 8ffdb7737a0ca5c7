import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The security headers of every answer: the middleware (`site/src/middleware.ts`) puts them on what
 * Astro renders, the Node server on what it answers without Astro (static files). A pure module, so
 * both sides import it.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};

/** What the middleware sends with anything that is not a page: it may load nothing. */
export const strictCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const hsts = 'max-age=63072000; includeSubDomains';

/** `value` with `Accept-Encoding` added to a Vary list (kept as is when already there or `*`). */
export function varyWithAcceptEncoding(value: OutgoingHttpHeaders[string]): string {
  const text = Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
  if (text.trim() === '') return 'Accept-Encoding';
  const names = text.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return text;
  return `${text}, Accept-Encoding`;
}

const codingSuffix = { br: '-br', gzip: '-gz' } as const;

/**
 * The validator of one content coding of a representation whose uncompressed validator is `etag`
 * (`"x"` → `"x-br"`): each coding is a representation of its own (RFC 9110 § 8.8.3), and static
 * files name theirs the same way. A weak validator stays as it is.
 */
export function codedEtag(etag: string, coding: keyof typeof codingSuffix): string {
  if (!/^"[^"]*"$/.test(etag)) return etag;
  return `${etag.slice(0, -1)}${codingSuffix[coding]}"`;
}

/** `etag` and the validators of its compressed copies: a client holding any of them is up to date. */
export function etagFamily(etag: string): string[] {
  return [etag, codedEtag(etag, 'br'), codedEtag(etag, 'gzip')];
}

/**
 * True when an If-None-Match header matches one of `etags` (weak comparison, as RFC 9110 § 13.1.2
 * asks for this header). Returns the matching tag, or null.
 */
export function matchingEtag(header: string | undefined, etags: readonly string[]): string | null {
  if (!header) return null;
  if (header.trim() === '*') return etags[0] ?? null;
  const weakless = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  for (const candidate of header.split(',')) {
    const tag = weakless(candidate.trim());
    for (const etag of etags) if (weakless(etag) === tag) return etag;
  }
  return null;
}
