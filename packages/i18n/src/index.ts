import './client-strategy.ts';
export * as m from './paraglide/messages.js';
export {
  baseLocale,
  locales,
  getLocale,
  setLocale,
  isLocale,
  overwriteGetLocale,
  overwriteServerAsyncLocalStorage,
  defineCustomClientStrategy,
  cookieName as localeCookieName,
} from './paraglide/runtime.js';
export type { Locale } from './paraglide/runtime.js';
export { translateKey, isMessageKey } from './translate.ts';
export { loadLocaleMessages } from './page-messages.ts';
export {
  validationMessage,
  validationMessageKeys,
  translateValidationErrors,
  type KeyWithParams,
} from './validation.ts';
export { localeFromAcceptLanguage } from './negotiate.ts';
