import type { Role } from '@spotter/domain';

/**
 * The section pages of each role area (every navigation item without a page of its own). One
 * entrypoint, `_section.astro`, serves all three patterns; astro.config.mjs injects them.
 */
export const sectionRoutes = [
  { pattern: '/client/dashboard/[section]', role: 'client' },
  { pattern: '/trainer/dashboard/[section]', role: 'trainer' },
  { pattern: '/admin/[section]', role: 'admin' },
] as const satisfies ReadonlyArray<{ pattern: string; role: Role }>;

export const sectionEntrypoint = './src/pages/_section.astro';

/** The role area a section route pattern belongs to, or undefined for any other route. */
export function sectionRoleOf(routePattern: string): Role | undefined {
  return sectionRoutes.find((route) => route.pattern === routePattern)?.role;
}
