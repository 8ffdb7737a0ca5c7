export { LocationForm, suggestionLabel } from './LocationForm.tsx';
export type { LocationFormProps } from './LocationForm.tsx';
export { countryCodes, countryName, countryOptions } from './countries.ts';
export { useAsyncSuggestions } from './useAsyncSuggestions.ts';
export type { AsyncSuggestions, SuggestionStatus } from './useAsyncSuggestions.ts';
