import { useSyncExternalStore } from 'react';

/** The phone tools of the domain (parse to E.164, format): their library's metadata is large. */
export type PhoneTools = typeof import('@spotter/domain/profile/phone');

const importTools = () => import('@spotter/domain/profile/phone');

/**
 * On the server the tools load with this module (pages are rendered with the number formatted); in
 * the browser with the first number to format or the first focus on a phone field, not with the page.
 */
let tools: PhoneTools | null = import.meta.env.SSR ? await importTools() : null;
let loading: Promise<PhoneTools> | null = null;
const listeners = new Set<() => void>();

export function loadPhoneTools(): Promise<PhoneTools> {
  loading ??= importTools().then((loaded) => {
    tools = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => tools;

/** The phone tools once loaded (null until then); the component renders again when they arrive. */
export function usePhoneTools(): PhoneTools | null {
  return useSyncExternalStore(subscribe, current, current);
}

/** Numbers formatted by the server, for the browser to show before the tools have loaded. */
const serverFormatted = new Map<string, string>();

/**
 * Keeps how the server formatted a stored number, so that the page hydrates showing it without
 * loading the tools. Browser only: a server keeps nothing between requests.
 */
export function rememberFormattedPhone(e164: string | null | undefined, formatted: string | null | undefined) {
  if (typeof window === 'undefined' || !e164 || !formatted) return;
  serverFormatted.set(e164, formatted);
}

/** A stored (E.164) number as people read it; null when it can only be shown once the tools have loaded. */
export function formattedPhone(loaded: PhoneTools | null, e164: string | null | undefined): string | null {
  if (!e164) return '';
  return loaded?.formatPhone(e164) ?? serverFormatted.get(e164) ?? null;
}
