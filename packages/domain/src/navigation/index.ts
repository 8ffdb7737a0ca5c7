/**
 * The navigation contract: every destination of each role's dashboard, where the sidebar, the
 * bottom bar and the More menu show it (SPEC §2), and which item a page belongs to.
 */
import type { Role } from '../options.ts';

/** Icons the shell can draw (see @spotter/ui shell/icons). */
export const navIcons = [
  'home',
  'coach',
  'calendar',
  'dumbbell',
  'chart',
  'apple',
  'book',
  'heart',
  'support',
  'users',
  'userPlus',
  'clipboard',
  'utensils',
  'palette',
  'tag',
  'mail',
  'settings',
  'shield',
  'inbox',
  'trainer',
  'client',
  'logout',
  'message',
  'edit',
  'more',
] as const;
export type NavIcon = (typeof navIcons)[number];

export interface NavItem {
  /** Stable id; the label is the message `nav_<id>`. */
  id: string;
  href: string;
  icon: NavIcon;
}

export interface RoleNavigation {
  /** Every destination of the role, in sidebar order. */
  items: readonly NavItem[];
  /** Ids shown in the mobile bottom bar (SPEC §2), before the 'More' button. */
  bottomBar: readonly string[];
  /** Ids listed as role links in the More menu (the home first when the bottom bar lacks it). */
  menuLinks: readonly string[];
  home: string;
  messages: string | null;
  settings: string;
  edit: string | null;
}

export const navigation: Record<Role, RoleNavigation> = {
  client: {
    items: [
      { id: 'overview', href: '/client/dashboard', icon: 'home' },
      { id: 'trainwithcoach', href: '/client/dashboard/trainwithcoach', icon: 'coach' },
      { id: 'upcoming_trainings', href: '/client/dashboard/upcoming-trainings', icon: 'calendar' },
      { id: 'trainings', href: '/client/dashboard/trainings', icon: 'dumbbell' },
      { id: 'progress', href: '/client/dashboard/progress', icon: 'chart' },
      { id: 'diet_tracker', href: '/client/dashboard/diet-tracker', icon: 'apple' },
      { id: 'exercise_library', href: '/client/dashboard/exercises', icon: 'book' },
      { id: 'health', href: '/client/dashboard/health', icon: 'heart' },
      { id: 'messages', href: '/client/dashboard/messages', icon: 'message' },
      { id: 'support', href: '/client/dashboard/support', icon: 'support' },
    ],
    bottomBar: ['trainwithcoach', 'overview', 'upcoming_trainings', 'trainings', 'progress', 'diet_tracker'],
    menuLinks: ['exercise_library', 'health', 'support'],
    home: '/client/dashboard',
    messages: '/client/dashboard/messages',
    settings: '/client/dashboard/settings',
    edit: '/client/dashboard/edit',
  },
  trainer: {
    items: [
      { id: 'overview', href: '/trainer/dashboard', icon: 'home' },
      { id: 'new_clients', href: '/trainer/dashboard/new-clients', icon: 'userPlus' },
      { id: 'clients', href: '/trainer/dashboard/clients', icon: 'users' },
      { id: 'upcoming_trainings', href: '/trainer/dashboard/upcoming-trainings', icon: 'calendar' },
      { id: 'plans', href: '/trainer/dashboard/plans', icon: 'clipboard' },
      { id: 'exercises', href: '/trainer/dashboard/exercises', icon: 'dumbbell' },
      { id: 'meals', href: '/trainer/dashboard/meals', icon: 'utensils' },
      { id: 'brand_customization', href: '/trainer/dashboard/brand-customization', icon: 'palette' },
      { id: 'pricing_plans', href: '/trainer/dashboard/pricingplans', icon: 'tag' },
      { id: 'invite_clients', href: '/trainer/dashboard/invite-clients', icon: 'mail' },
      { id: 'messages', href: '/trainer/dashboard/messages', icon: 'message' },
      { id: 'support', href: '/trainer/dashboard/support', icon: 'support' },
    ],
    bottomBar: ['new_clients', 'clients', 'upcoming_trainings', 'plans'],
    menuLinks: ['overview', 'exercises', 'meals', 'brand_customization', 'pricing_plans', 'invite_clients', 'support'],
    home: '/trainer/dashboard',
    messages: '/trainer/dashboard/messages',
    settings: '/trainer/dashboard/settings',
    edit: '/trainer/dashboard/edit',
  },
  admin: {
    items: [
      { id: 'dashboard', href: '/admin/dashboard', icon: 'home' },
      { id: 'users', href: '/admin/users', icon: 'users' },
      { id: 'trainers', href: '/admin/trainers', icon: 'trainer' },
      { id: 'clients', href: '/admin/clients', icon: 'client' },
      { id: 'coaching_requests', href: '/admin/coaching-requests', icon: 'inbox' },
      { id: 'verifications', href: '/admin/verifications', icon: 'shield' },
      { id: 'support', href: '/admin/support', icon: 'support' },
    ],
    bottomBar: ['dashboard', 'users', 'coaching_requests', 'support'],
    menuLinks: ['users', 'trainers', 'clients', 'verifications', 'support'],
    home: '/admin/dashboard',
    messages: null,
    settings: '/admin/settings',
    edit: null,
  },
};

/** The address of a role's navigation item, so links elsewhere go where the menu does. */
export function navHref(role: Role, id: string): string {
  const item = navigation[role].items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No navigation item ${role}/${id}`);
  return item.href;
}

/**
 * Every page of a role area with the section it shows (its label is the message `nav_<id>`):
 * the navigation items, then Settings and Edit profile, which the menus reach from elsewhere.
 */
export function roleSections(role: Role): Array<{ id: string; href: string }> {
  const nav = navigation[role];
  return [
    ...nav.items.map(({ id, href }) => ({ id, href })),
    { id: 'settings', href: nav.settings },
    ...(nav.edit ? [{ id: 'edit_profile', href: nav.edit }] : []),
  ];
}

function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

function isAtOrBelow(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The nav item a path belongs to: the item whose page it is or whose sub-page it is (the longest
 * match wins). The home page contains the role's other pages in its URL, not in its content, so
 * it is current on itself only: Edit profile, Settings or an unknown page mark no item.
 */
export function activeNavItem(role: Role, pathname: string): NavItem | undefined {
  const path = normalisePath(pathname);
  const home = navigation[role].home;
  return [...navigation[role].items]
    .filter((item) => (item.href === home ? path === home : isAtOrBelow(path, item.href)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * Whether the bottom bar's More button marks the page: it does for a page reached through the More
 * menu that the bar does not show itself (its role links, Edit profile, Settings), so a phone user
 * still sees which part of the app they are in. The home page is the app's start, reached from the
 * logo too; it marks nothing rather than a menu the user did not open.
 */
export function isMoreMenuCurrent(role: Role, pathname: string): boolean {
  const nav = navigation[role];
  const path = normalisePath(pathname);
  if (path === nav.home) return false;
  const active = activeNavItem(role, path);
  if (active) return !nav.bottomBar.includes(active.id) && nav.menuLinks.includes(active.id);
  return [nav.settings, nav.edit].some((href) => href !== null && isAtOrBelow(path, href));
}
