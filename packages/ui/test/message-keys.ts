/**
 * The check that no message key ever reaches the screen: a key shown instead of its text (a key
 * passed where its message function belonged, a message missing from a language) is found in the
 * page's visible text and in the attributes a reader sees or hears. Shared by the stories (the
 * preview's afterEach), the every-story test in all six languages and the end-to-end specs.
 */

/** The message keys of a catalog (`packages/i18n/messages/en.json` holds them all). */
export function catalogKeys(catalog: Record<string, unknown>): string[] {
  return Object.keys(catalog).filter((key) => !key.startsWith('$'));
}

/** A regular expression source matching any of `keys` as a whole word. */
export function messageKeyPatternSource(keys: readonly string[]): string {
  return `(?<![A-Za-z0-9_])(?:${[...keys].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9_])`;
}

/**
 * The message keys shown in `root`: in its rendered text (innerText, so only what is displayed),
 * in the labels, titles, placeholders and alternative texts of its elements and in the values of
 * its text fields. Self-contained (it takes the pattern as text), so an end-to-end spec can run it
 * in the page with `page.evaluate`.
 */
export function messageKeysShown(root: HTMLElement, patternSource: string): string[] {
  const pattern = new RegExp(patternSource, 'g');
  const attributes = [
    'aria-label',
    'aria-description',
    'aria-placeholder',
    'aria-roledescription',
    'aria-valuetext',
    'title',
    'placeholder',
    'alt',
  ];
  const texts: string[] = [root.innerText];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) texts.push(element.value);
  }
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found];
}
