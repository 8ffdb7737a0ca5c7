import type { Locale } from './paraglide/runtime.js';

/**
 * Makes sure the messages of `locale` are there before the interface switches to it.
 *
 * Here every language's messages are always there, so this resolves at once. The site's browser
 * build ships one language per page instead (see `site/bundle-plugins.mjs`, pageMessages), and
 * replaces this module with one that loads the language first.
 */
export async function loadLocaleMessages(locale: Locale): Promise<void> {
  void locale;
}
