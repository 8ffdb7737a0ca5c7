import { languageStorageKey, type Locale } from '@spotter/domain';
import { getLocale, loadLocaleMessages, setLocale } from '@spotter/i18n';
import { onServer, tabAtom } from './tab.ts';

/**
 * The language the islands render in; changing it re-renders every subscribed island at once.
 * On the server it is the language of the request being rendered (Paraglide's request store).
 */
export const $locale = tabAtom<Locale>('en');
if (onServer) $locale.get = () => getLocale();

let initialised = false;

/**
 * Starts the store at the server's choice. Only the first call counts: islands call it on every
 * render, and a later call must not undo a language the user picked since.
 */
export function initLocale(locale: Locale): void {
  if (onServer || initialised) return;
  initialised = true;
  if ($locale.get() !== locale) $locale.set(locale);
}

export interface ChangeLanguageOptions {
  /** Saves the choice on the server (signed-in users). A failure is only logged (SPEC §4, §8). */
  save?: (locale: Locale) => Promise<void>;
}

/**
 * Applies a language at once (no reload), remembers it in localStorage and, when given, saves it
 * on the server. Paraglide's cookie is updated too, so the next page renders in it.
 */
export async function changeLanguage(locale: Locale, options: ChangeLanguageOptions = {}): Promise<void> {
  try {
    await loadLocaleMessages(locale);
  } catch (error) {
    // Offline, say: the interface stays in the language it has all the words of.
    console.warn('Could not load the messages of the language', error);
    return;
  }
  void setLocale(locale, { reload: false });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  $locale.set(locale);
  if (options.save) {
    try {
      await options.save(locale);
    } catch (error) {
      console.warn('Could not save the language on the server', error);
    }
  }
}
