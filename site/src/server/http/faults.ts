import { translateKey, type Locale } from '@spotter/i18n';
import { apiError, type HttpErrorOptions } from './responses.ts';

/** Node socket errors that mean the database could not be reached or went away. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a database that is restarting, shutting down, failing over or full of
 * connections: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot
 * connect now), 53300 (too many connections).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/** Messages node-postgres gives to a connection that broke or could not be had in time. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|server closed the connection/i;

/**
 * True when an error means the database is unreachable for now (it restarts, fails over, or the
 * network to it broke), as opposed to a fault in a query. Such requests answer 503 and the
 * service comes back on its own once the database does.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (connectionCodes.has(code) || unavailableStates.test(code))) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A self-contained error page (no database, no scripts, inline styles only) for answers that
 * must not depend on what just failed.
 */
export function errorPage(
  status: number,
  messageKey: string,
  locale: Locale,
  headers: Record<string, string> = {},
): Response {
  const message = escapeHtml(translateKey(messageKey, {}, locale));
  const retry = escapeHtml(translateKey('error_page_retry', {}, locale));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Spotter</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}a{color:#047857}</style></head><body><main><h1>Spotter</h1><p>${message}</p><p><a href="">${retry}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      ...headers,
    },
  });
}

/** The answer to a request that failed or was refused: JSON under /api, a small page elsewhere. */
export function faultResponse(
  pathname: string,
  status: number,
  key: string,
  locale: Locale,
  options: HttpErrorOptions = {},
): Response {
  if (pathname.startsWith('/api/')) return apiError(status, key, locale, options);
  return errorPage(status, key, locale, options.headers);
}

/** 503 with Retry-After while the database is unreachable. */
export function unavailable(pathname: string, locale: Locale): Response {
  return faultResponse(pathname, 503, 'error_unavailable', locale, {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}
