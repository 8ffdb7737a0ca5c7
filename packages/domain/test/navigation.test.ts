import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../src/options.ts';
import { activeNavItem, isMoreMenuCurrent, navigation } from '../src/navigation/index.ts';

/**
 * Every page of each role area with what the navigation marks there: the current item of the
 * sidebar and the bottom bar (null: none), and whether the bottom bar's More button is marked.
 */
const expected: Record<Role, Record<string, { item: string | null; more: boolean }>> = {
  client: {
    '/client/dashboard': { item: 'overview', more: false },
    '/client/dashboard/trainwithcoach': { item: 'trainwithcoach', more: false },
    '/client/dashboard/upcoming-trainings': { item: 'upcoming_trainings', more: false },
    '/client/dashboard/trainings': { item: 'trainings', more: false },
    '/client/dashboard/progress': { item: 'progress', more: false },
    '/client/dashboard/diet-tracker': { item: 'diet_tracker', more: false },
    '/client/dashboard/exercises': { item: 'exercise_library', more: true },
    '/client/dashboard/health': { item: 'health', more: true },
    // Opened from the top bar's message icon, not from the More menu.
    '/client/dashboard/messages': { item: 'messages', more: false },
    '/client/dashboard/support': { item: 'support', more: true },
    '/client/dashboard/settings': { item: null, more: true },
    '/client/dashboard/edit': { item: null, more: true },
  },
  trainer: {
    '/trainer/dashboard': { item: 'overview', more: false },
    '/trainer/dashboard/new-clients': { item: 'new_clients', more: false },
    '/trainer/dashboard/clients': { item: 'clients', more: false },
    '/trainer/dashboard/upcoming-trainings': { item: 'upcoming_trainings', more: false },
    '/trainer/dashboard/plans': { item: 'plans', more: false },
    '/trainer/dashboard/exercises': { item: 'exercises', more: true },
    '/trainer/dashboard/meals': { item: 'meals', more: true },
    '/trainer/dashboard/brand-customization': { item: 'brand_customization', more: true },
    '/trainer/dashboard/pricingplans': { item: 'pricing_plans', more: true },
    '/trainer/dashboard/invite-clients': { item: 'invite_clients', more: true },
    '/trainer/dashboard/messages': { item: 'messages', more: false },
    '/trainer/dashboard/support': { item: 'support', more: true },
    '/trainer/dashboard/settings': { item: null, more: true },
    '/trainer/dashboard/edit': { item: null, more: true },
  },
  admin: {
    '/admin/dashboard': { item: 'dashboard', more: false },
    '/admin/users': { item: 'users', more: false },
    '/admin/trainers': { item: 'trainers', more: true },
    '/admin/clients': { item: 'clients', more: true },
    '/admin/coaching-requests': { item: 'coaching_requests', more: false },
    '/admin/verifications': { item: 'verifications', more: true },
    '/admin/support': { item: 'support', more: false },
    '/admin/settings': { item: null, more: true },
  },
};

describe('the current navigation item', () => {
  it('lists every page of every role area', () => {
    for (const role of roles) {
      const nav = navigation[role];
      const pages = [...nav.items.map((item) => item.href), nav.settings, ...(nav.edit ? [nav.edit] : [])];
      expect(Object.keys(expected[role]).sort()).toEqual(pages.sort());
    }
  });

  for (const role of roles) {
    describe(role, () => {
      for (const [path, { item, more }] of Object.entries(expected[role])) {
        it(`${path} marks ${item ?? 'no item'}${more ? ' and More' : ''}`, () => {
          expect(activeNavItem(role, path)?.id ?? null).toBe(item);
          expect(activeNavItem(role, `${path}/`)?.id ?? null).toBe(item);
          expect(isMoreMenuCurrent(role, path)).toBe(more);
        });

        it(`a page below ${path} marks what the page marks, except below the home page`, () => {
          const isHome = path === navigation[role].home;
          expect(activeNavItem(role, `${path}/42`)?.id ?? null).toBe(isHome ? null : item);
          expect(isMoreMenuCurrent(role, `${path}/42`)).toBe(isHome ? false : more);
        });
      }
    });
  }

  it('never marks an item for a path outside the role area or a look-alike prefix', () => {
    expect(activeNavItem('client', '/trainer/dashboard/clients')).toBeUndefined();
    expect(activeNavItem('client', '/client/dashboard-old')).toBeUndefined();
    expect(activeNavItem('trainer', '/trainer/dashboard/clientsx')).toBeUndefined();
    expect(activeNavItem('admin', '/')).toBeUndefined();
    expect(isMoreMenuCurrent('client', '/client/dashboard/settingsx')).toBe(false);
  });

  it('keeps every bottom-bar page reachable on phones: in the bar, or in the More menu', () => {
    for (const role of roles) {
      const nav = navigation[role];
      expect([...nav.bottomBar, ...nav.menuLinks]).toContain(nav.items.find((item) => item.href === nav.home)?.id);
      for (const id of [...nav.bottomBar, ...nav.menuLinks]) expect(nav.items.map((item) => item.id)).toContain(id);
    }
  });
});
