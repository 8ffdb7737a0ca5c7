import { z } from 'zod';
import type { Locale } from '@spotter/domain';
import { dateStyle } from '@spotter/ui/i18n/intlLocale.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from './responses.ts';
import { dateTimeFormat } from '@spotter/ui/i18n/formatters.ts';

/** The id of a path segment; anything that is not an id names nothing there (404). */
export function requestIdOf(param: string | undefined): string {
  const parsed = z.uuid().safeParse(param);
  if (!parsed.success) throw new HttpError(404, 'error_not_found');
  return parsed.data;
}

/** Runs `work`; a cooldown refusal then says its date as the reader writes dates ('2 December 2026'). */
export async function withCooldownDate<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError) || error.key !== 'coaching_error_cooldown') throw error;
    const at = new Date(String(error.details.params?.date));
    const date = dateTimeFormat(locale, { ...dateStyle(locale, 'long'), timeZone: 'UTC' }).format(at);
    throw new DomainError(error.kind, error.key, { params: { date } });
  }
}
