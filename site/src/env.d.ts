/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user, or null. */
    user: import('#server/auth/session.ts').SessionUser | null;
    session: import('#server/auth/session.ts').Session | null;
    /** The language of this response. */
    locale: import('@spotter/domain').Locale;
    /** The dashboard shell's data, loaded once per request (layout and page share it). */
    shell?: Promise<import('#server/repos/shell.ts').ShellData>;
    /** A one-time note for this dashboard page (signing in reactivated the account). */
    notice?: import('#server/auth/cookies.ts').SignInNotice | null;
  }
}
