import { roleSections, type Role } from '@spotter/domain';

/** The section (nav item id, `settings` or `edit_profile`) a role's path shows, or undefined for an unknown path. */
export function sectionFor(role: Role, path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  return roleSections(role).find((section) => section.href === clean)?.id;
}

/** Every page path of a role area (for route tests and sitemaps). */
export function sectionPaths(role: Role): string[] {
  return roleSections(role).map((section) => section.href);
}
