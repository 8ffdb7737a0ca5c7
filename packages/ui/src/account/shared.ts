import { useEffect, useRef } from 'react';
import { accountLimits, type OAuthProvider } from '@spotter/domain';
import { $locale } from '../stores/index.ts';
import { listFormat } from '../i18n/formatters.ts';

/**
 * A refused call as the settings cards read it: the server's translated `error` text and its
 * `fieldErrors`. Islands throw an Error carrying both; anything else counts as no server text.
 */
export interface AccountFailure {
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

/** The server's own text when it sent one (SPEC §8: preferred over the defaults), else `fallback`. */
export function failureText(failure: unknown, fallback: string): string {
  if (failure && typeof failure === 'object' && 'error' in failure) {
    const text = (failure as AccountFailure).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback;
}

/** The server's first message for `field`, if it named that field. */
export function fieldFailure(failure: unknown, field: string): string | undefined {
  if (!failure || typeof failure !== 'object' || !('fieldErrors' in failure)) return undefined;
  const fields = (failure as AccountFailure).fieldErrors;
  if (!fields || typeof fields !== 'object' || !Object.hasOwn(fields, field)) return undefined;
  return fields[field]?.[0];
}

const providerNames: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** "Google", or "Google and Facebook" in the reader's language. */
export function providerList(providers: readonly OAuthProvider[]): string {
  const names = providers.map((provider) => providerNames[provider]);
  return listFormat($locale.get(), { type: 'conjunction' }).format(names);
}

/**
 * SPEC §4: each account change is followed by sign-out after 2 seconds. Calling `start` once
 * schedules `onSignOut`; leaving the page earlier cancels it.
 */
export function useDelayedSignOut(onSignOut: () => void | Promise<void>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSignOut);
  useEffect(() => {
    latest.current = onSignOut;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => void latest.current(), accountLimits.signOutDelayMs);
  };
}
