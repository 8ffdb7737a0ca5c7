import { describe, expect, it } from 'vitest';
import { translateKey, type Locale } from '@spotter/i18n';
import { call, signIn } from '../helpers/http.ts';

const pages = {
  client: '/client/dashboard/settings',
  trainer: '/trainer/dashboard/settings',
  admin: '/admin/settings',
} as const;
type Role = keyof typeof pages;
const roles = Object.keys(pages) as Role[];

/** The island's serialised props hold the account summary the server loaded. */
function islandProps(html: string): string {
  return html.replaceAll('&quot;', '"');
}

/** A catalog message in the language the page was rendered in (the demo accounts keep their own). */
function inPageLanguage(html: string, key: string): string {
  const locale = (/<html lang="([a-z]{2})"/.exec(html)?.[1] ?? 'en') as Locale;
  return translateKey(key, {}, locale);
}

describe('the settings pages (SPEC §2)', () => {
  it.each(roles)('render for a %s: the panel with the masked email, not the "not available yet" card', async (role) => {
    const response = await call(pages[role], { cookie: await signIn(role) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${inPageLanguage(html, 'nav_settings')}</h1>`);
    expect(html).not.toContain(inPageLanguage(html, 'section_empty_hint'));
    const props = islandProps(html);
    expect(props).toContain('SettingsIsland');
    expect(props).toMatch(new RegExp(`"role":\\[0,"${role}"\\]`));
    expect(props).toMatch(/"maskedEmail":\[0,"[a-z.]{1,3}\*+@spotter\.test"\]/);
  });

  it('show trainers and clients their own cards and admins the language card', async () => {
    const client = await (await call(pages.client, { cookie: await signIn('client') })).text();
    expect(client).toContain(inPageLanguage(client, 'settings_manage_title'));
    expect(client).toContain(inPageLanguage(client, 'settings_notifications_title'));
    const admin = await (await call(pages.admin, { cookie: await signIn('admin') })).text();
    expect(admin).toContain(inPageLanguage(admin, 'settings_admin_intro'));
    expect(admin).toContain(inPageLanguage(admin, 'settings_language_title'));
    expect(admin).not.toContain(inPageLanguage(admin, 'settings_manage_title'));
  });

  it.each(roles.flatMap((role) => roles.filter((other) => other !== role).map((other) => ({ role, other }))))(
    "send a $other away from the $role's page to their own area",
    async ({ role, other }) => {
      const response = await call(pages[role], { cookie: await signIn(other) });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(new RegExp(`^/${other}/`));
    },
  );

  it.each(roles)('send a signed-out visitor of the %s page to the login page', async (role) => {
    const response = await call(pages[role]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/auth/login?returnTo=${encodeURIComponent(pages[role])}`);
  });
});

describe('the login page after an account change', () => {
  it.each([
    ['email-updated', 'Email updated successfully! Please log in again.'],
    ['password-updated', 'Password updated successfully! Please log in again.'],
    ['deactivated', 'Your account is deactivated. Sign in again to reactivate it.'],
    ['deleted', 'Your account has been deleted.'],
  ])('says what happened for notice=%s', async (notice, text) => {
    const response = await call(`/auth/login?notice=${notice}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
  });

  it('says nothing for an unknown notice', async () => {
    const unknown = await (await call('/auth/login?notice=constructor')).text();
    expect(unknown).not.toContain('successfully');
  });
});
