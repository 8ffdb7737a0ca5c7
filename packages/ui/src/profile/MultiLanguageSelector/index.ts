export { MultiLanguageSelector } from './MultiLanguageSelector.tsx';
export type { MultiLanguageSelectorProps } from './MultiLanguageSelector.tsx';
export { languageEntries, languageName, searchLanguages, type LanguageEntry } from './languageNames.ts';
