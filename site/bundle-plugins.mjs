import { readFile } from 'node:fs/promises';

/**
 * React Aria ships the strings of its built-in labels (dismiss, menu, drag and drop) in 34
 * locales, each file imported by every component that uses them. Spotter's pages speak only
 * `languages`: the other locales' files load as empty, so no browser downloads them. A language
 * React Aria has no strings for (Bosnian) falls back to English, as it did with every file in.
 * Locale files left empty are what React Aria's dictionary expects (it drops empty entries).
 */
export function reactAriaLocales(languages) {
  const keep = new Set([...languages, 'en']);
  const localeFile =
    /\/(?:react-aria|react-aria-components|react-stately)\/dist\/private\/intl\/[^/]+\/([a-z]{2,3})-[A-Za-z-]+\.m?js$/;
  return {
    name: 'spotter:react-aria-locales',
    enforce: 'pre',
    load: {
      filter: { id: localeFile },
      handler(id) {
        const language = localeFile.exec(id.split('?')[0])?.[1];
        return language && !keep.has(language) ? 'export default undefined;\n' : null;
      },
    },
  };
}

/**
 * The modules of @spotter/i18n that only define things (validation and run-time key lookups,
 * language negotiation), marked free of side effects: the package declares none, so every
 * module of its index counted as having them and every island carried all validation messages.
 * (A `sideEffects` list in its package.json is not honoured for its effect-only module
 * client-strategy.ts, which the browser needs, so it is said here.)
 */
export function i18nDefinitionsPure() {
  const definitions = /\/packages\/i18n\/src\/(?:validation|translate|negotiate)\.ts$/;
  return {
    name: 'spotter:i18n-definitions-pure',
    enforce: 'pre',
    load: {
      filter: { id: definitions },
      async handler(id) {
        return { code: await readFile(id.split('?')[0], 'utf8'), moduleSideEffects: false };
      },
    },
  };
}
