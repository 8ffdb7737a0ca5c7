import type { APIContext } from 'astro';
import { config } from '../config.ts';
import { deviceCookieName } from '../auth/cookies.ts';
import { deviceTokenOf } from '../auth/devices.ts';

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientIp(context: APIContext): string {
  if (config().TRUST_PROXY) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

export function requestMeta(context: APIContext) {
  return {
    ip: clientIp(context),
    userAgent: context.request.headers.get('user-agent'),
    locale: context.locals.locale,
    deviceToken: deviceTokenOf(context.cookies.get(deviceCookieName())?.value),
  };
}
