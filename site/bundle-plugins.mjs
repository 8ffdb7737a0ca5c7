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
