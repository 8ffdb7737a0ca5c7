import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

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
 * React Aria's date fields make their calendar with @internationalized/date's `createCalendar`,
 * which imports every calendar system (Buddhist, Ethiopic, Hebrew, Indian, Islamic, Japanese,
 * Persian, Taiwanese) for the locales whose default is one of them. Every language Spotter speaks
 * counts in the Gregorian calendar, so the browser build gets a `createCalendar` that makes that one.
 */
export function gregorianCalendarOnly() {
  const factory = /\/@internationalized\/date\/dist\/private\/createCalendar\.mjs$/;
  return {
    name: 'spotter:gregorian-calendar-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: {
      filter: { id: factory },
      handler() {
        return [
          "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
          'export function createCalendar() {',
          '  return new GregorianCalendar();',
          '}',
        ].join('\n');
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

/**
 * One language per page, and only the words its scripts use. Paraglide compiles each message into
 * a module holding all six languages, so every island carried every language of its words. In the
 * browser build each message module becomes a stub that asks `page-messages` for its text, and the
 * words of each entry (an island, a page script, a lazily loaded part) go to a file per language
 * (`_astro/messages.<locale>.<hash>.js`). An entry's code waits for its file in the page's language
 * (top-level await), and the loader starts fetching the files of the islands that hydrate with the
 * page as soon as it runs, so they load alongside the islands' chunks; a language change loads the
 * new language's files first (`loadLocaleMessages`).
 *
 * Messages asked for in a given language whatever the page's (`keepWhole`: the language names the
 * language picker shows in their own language) stay whole. The server build and development keep
 * Paraglide's modules as they are.
 */
export function pageMessages({ locales, keepWhole }) {
  const messagesDir = fileURLToPath(new URL('../packages/i18n/src/paraglide/messages/', import.meta.url));
  const loaderId = fileURLToPath(new URL('../packages/i18n/src/page-messages.ts', import.meta.url));
  const registryId = fileURLToPath(new URL('../packages/i18n/src/paraglide/registry.js', import.meta.url));
  const messageModule = /\/packages\/i18n\/src\/paraglide\/messages\/([a-z0-9_]+)\.js$/;
  const placeholder = '__SPOTTER_ISLAND_MESSAGES__';
  const hook = 'spotter.messages';
  /** Per output: each chunk's files by locale, the files of each island's chunks, the sources to emit. */
  let plan = null;

  const keyOf = (id) => {
    const match = messageModule.exec(id.split('?')[0]);
    return match && match[1] !== '_index' && !keepWhole.test(match[1]) ? match[1] : null;
  };

  /** The function of `key` in `locale`, cut from Paraglide's compiled module. */
  function implementation(key, locale) {
    const code = readFileSync(`${messagesDir}${key}.js`, 'utf8');
    const definition = new RegExp(`^const ${locale}_${key} = (?:/\\*\\*[^\\n]*?\\*/ )?([\\s\\S]*?)\\n};$`, 'm').exec(
      code,
    );
    if (!definition) {
      if (locale !== 'en') return implementation(key, 'en');
      throw new Error(`pageMessages: no compiled text for ${key}`);
    }
    // The function without its type comments and line breaks; the capture stops before its closing brace.
    return `${definition[1].replace(/\/\*\* @type \{LocalizedString\} \*\/ /g, '').replace(/\n\t*/g, '')}}`;
  }

  function makePlan(chunks) {
    const keysOf = new Map(
      Object.values(chunks).map((chunk) => [chunk.fileName, chunk.moduleIds.map(keyOf).filter(Boolean)]),
    );
    const entryFiles = new Map();
    const islands = {};
    const sources = new Map();
    for (const chunk of Object.values(chunks)) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
      // The words of every chunk the entry loads: one file per language and entry.
      const keys = new Set();
      const seen = new Set();
      const queue = [chunk.fileName];
      while (queue.length) {
        const fileName = queue.pop();
        if (seen.has(fileName)) continue;
        seen.add(fileName);
        for (const key of keysOf.get(fileName) ?? []) keys.add(key);
        queue.push(...(chunks[fileName]?.imports ?? []));
      }
      if (!keys.size) continue;
      const sorted = [...keys].sort();
      const files = {};
      for (const locale of locales) {
        const entries = sorted.map((key) => `${JSON.stringify(key)}:${implementation(key, locale)}`);
        const source = `export default (registry) => ({${entries.join(',')}});\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        sources.set(`_astro/messages.${locale}.${hash}.js`, source);
        files[locale] = `./messages.${locale}.${hash}.js`;
      }
      entryFiles.set(chunk.fileName, files);
      islands[chunk.name] = files;
    }
    return { entryFiles, islands, sources };
  }

  return {
    name: 'spotter:page-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      plan = null;
    },
    load: {
      filter: { id: /\/packages\/i18n\/src\/(?:paraglide\/messages\/[a-z0-9_]+\.js|page-messages\.ts)$/ },
      handler(id) {
        const path = id.split('?')[0];
        if (path === loaderId) {
          return [
            `import * as registry from ${JSON.stringify(registryId)};`,
            `const locales = ${JSON.stringify(locales)};`,
            `const islands = ${JSON.stringify(placeholder)};`,
            'const pageLocale = locales.includes(document.documentElement.lang) ? document.documentElement.lang : locales[0];',
            'const current = () => (locales.includes(document.documentElement.lang) ? document.documentElement.lang : pageLocale);',
            'const tables = new Map(locales.map((locale) => [locale, {}]));',
            'const fetched = new Map();',
            'const wanted = [];',
            'function fetchFile(url, locale) {',
            '  let loading = fetched.get(url);',
            '  if (!loading) {',
            '    loading = import(/* @vite-ignore */ url).then((file) => { Object.assign(tables.get(locale), file.default(registry)); });',
            '    fetched.set(url, loading);',
            '  }',
            '  return loading;',
            '}',
            '// The files of the islands that hydrate with the page, fetched at once rather than chunk after',
            '// chunk; islands that wait to be scrolled into view fetch theirs when they load.',
            "for (const island of document.querySelectorAll('astro-island[component-url]:not([client=visible]):not([client=media])')) {",
            "  const name = (island.getAttribute('component-url') ?? '').split('/').pop().split('.')[0];",
            '  if (Object.hasOwn(islands, name)) void fetchFile(new URL(islands[name][pageLocale], import.meta.url).href, pageLocale);',
            '}',
            `globalThis[Symbol.for(${JSON.stringify(hook)})] = (files, base) => {`,
            '  wanted.push([files, base]);',
            '  const locale = current();',
            '  return fetchFile(new URL(files[locale], base).href, locale);',
            '};',
            'export async function loadLocaleMessages(locale) {',
            '  if (!locales.includes(locale)) return;',
            '  await Promise.all(wanted.map(([files, base]) => fetchFile(new URL(files[locale], base).href, locale)));',
            '}',
            'export function message(key) {',
            '  return (inputs = {}, options = {}) => {',
            '    const table = tables.get(options.locale ?? current()) ?? tables.get(pageLocale);',
            '    return Object.hasOwn(table, key) ? table[key](inputs) : key;',
            '  };',
            '}',
          ].join('\n');
        }
        const key = keyOf(path);
        if (!key) return null;
        return `import { message } from ${JSON.stringify(loaderId)};\nexport const ${key} = /* @__PURE__ */ message(${JSON.stringify(key)});\n`;
      },
    },
    renderChunk(code, chunk, _options, meta) {
      plan ??= makePlan(meta.chunks);
      let rendered = code;
      if (chunk.moduleIds.some((id) => id.split('?')[0] === loaderId)) {
        rendered = rendered.replace(new RegExp(`(["'\`])${placeholder}\\1`), JSON.stringify(plan.islands));
        if (rendered === code) this.error('pageMessages: the loader lost its placeholder');
      }
      const files = plan.entryFiles.get(chunk.fileName);
      if (files) {
        // The entry's own code runs once its words are there (import declarations are hoisted, so
        // the line can come first), unless the chunk holds the loader, whose code must run first.
        const wait = `await globalThis[Symbol.for(${JSON.stringify(hook)})](${JSON.stringify(files)}, import.meta.url);`;
        const holdsLoader = chunk.moduleIds.some((id) => id.split('?')[0] === loaderId);
        rendered = holdsLoader ? `${rendered}\n${wait}\n` : `${wait}\n${rendered}`;
      }
      return rendered === code ? null : { code: rendered, map: null };
    },
    generateBundle() {
      for (const [fileName, source] of plan?.sources ?? []) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
