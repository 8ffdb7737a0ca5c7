import * as messages from './paraglide/messages.js';
import type { Locale } from './paraglide/runtime.js';

type MessageFn = (params?: Record<string, unknown>, options?: { locale?: Locale }) => string;
const catalog = messages as unknown as Record<string, MessageFn | undefined>;

export function isMessageKey(key: string): boolean {
  return /^[a-z][a-z0-9_]*$/.test(key) && Object.hasOwn(catalog, key) && typeof catalog[key] === 'function';
}

/**
 * Translates a message key chosen at run time (zod issue messages, server error codes).
 * Text that is not a key is returned unchanged, so server-provided prose passes through.
 */
export function translateKey(key: string, params: Record<string, unknown> = {}, locale?: Locale): string {
  if (!isMessageKey(key)) return key;
  const fn = catalog[key] as MessageFn;
  return locale ? fn(params, { locale }) : fn(params);
}
