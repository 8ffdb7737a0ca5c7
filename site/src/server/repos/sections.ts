import { navigation, type Role } from '@spotter/domain';

/** Page sections of a role area that are not navigation items. */
const extraSections: Record<Role, Array<{ id: string; path: string }>> = {
  client: [
    { id: 'settings', path: '/client/dashboard/settings' },
    { id: 'edit_profile', path: '/client/dashboard/edit' },
  ],
  trainer: [
    { id: 'settings', path: '/trainer/dashboard/settings' },
    { id: 'edit_profile', path: '/trainer/dashboard/edit' },
  ],
  admin: [{ id: 'settings', path: '/admin/settings' }],
};

/** The section (nav item id) a role's path shows, or undefined for an unknown path. */
export function sectionFor(role: Role, path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  return (
    navigation[role].items.find((item) => item.href === clean)?.id ??
    extraSections[role].find((section) => section.path === clean)?.id
  );
}

/** Every page path of a role area (for route tests and sitemaps). */
export function sectionPaths(role: Role): string[] {
  return [...navigation[role].items.map((item) => item.href), ...extraSections[role].map((s) => s.path)];
}
