import { defineCustomClientStrategy, isLocale } from './paraglide/runtime.js';

// In the browser the server's choice is in <html lang>; reading it keeps islands in step with
// the server-rendered page (no hydration mismatch) whatever the cookie says.
if (typeof document !== 'undefined') {
  defineCustomClientStrategy('custom-document', {
    getLocale: () => {
      const lang = document.documentElement.lang;
      return isLocale(lang) ? lang : undefined;
    },
    setLocale: (locale) => {
      document.documentElement.lang = locale;
    },
  });
}
