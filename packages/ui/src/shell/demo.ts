import { expect, waitFor } from 'storybook/test';
import type { Branding, ShellAchievement, ShellProfile, ShellStats } from '@spotter/domain';

/** Demo data and helpers for the shell's stories only (seed-like people of the product). */
export const clientProfile: ShellProfile = {
  role: 'client',
  firstName: 'Adna',
  lastName: 'Begić',
  email: 'adna.begic@spotter.test',
  imageUrl: null,
  dateOfBirth: '1998-03-14',
  gender: 'female',
  heightCm: 168,
  weightKg: 61,
  experienceLevel: 'intermediate',
  memberSince: '2022-09-05',
  level: 7,
  levelProgress: 40,
  xp: 2350,
  trainerSince: null,
};

export const trainerProfile: ShellProfile = {
  role: 'trainer',
  firstName: 'Amra',
  lastName: 'Hodžić',
  email: 'amra.hodzic@spotter.test',
  imageUrl: null,
  dateOfBirth: '1988-11-02',
  gender: 'female',
  heightCm: null,
  weightKg: null,
  experienceLevel: null,
  memberSince: '2021-02-10',
  level: null,
  levelProgress: null,
  xp: null,
  trainerSince: 2013,
};

/** The seeded admin has no name, so the email stands in. */
export const adminProfile: ShellProfile = {
  role: 'admin',
  firstName: '',
  lastName: '',
  email: 'admin@spotter.test',
  imageUrl: null,
  dateOfBirth: null,
  gender: null,
  heightCm: null,
  weightKg: null,
  experienceLevel: null,
  memberSince: '2020-06-01',
  level: null,
  levelProgress: null,
  xp: null,
  trainerSince: null,
};

export const clientStats: ShellStats = {
  items: [
    { key: 'goals_completed', value: 4, format: 'integer' },
    { key: 'workouts_this_month', value: 12, format: 'integer' },
    { key: 'average_rating', value: 4.8, format: 'rating' },
  ],
};

export const trainerStats: ShellStats = {
  items: [
    { key: 'clients', value: 18, format: 'integer' },
    { key: 'total_sessions', value: 342, format: 'integer' },
    { key: 'average_rating', value: 4.9, format: 'rating' },
  ],
};

export const adminStats: ShellStats = {
  items: [
    { key: 'active_users', value: 1284, format: 'integer' },
    { key: 'open_requests', value: 7, format: 'integer' },
    { key: 'pending_verifications', value: 3, format: 'integer' },
  ],
};

export const clientAchievements: ShellAchievement[] = [
  { id: 'first_session', icon: 'spark', xp: 50, unlocked: true },
  { id: 'ten_sessions', icon: 'medal', xp: 200, unlocked: true },
  { id: 'early_bird', icon: 'sunrise', xp: 150, unlocked: true },
  { id: 'streak_7', icon: 'flame', xp: 300, unlocked: true },
  { id: 'fifty_sessions', icon: 'trophy', xp: 800, unlocked: false },
  { id: 'hundred_sessions', icon: 'crown', xp: 1500, unlocked: false },
];

export const amraBranding: Branding = {
  useCustomLogo: true,
  hideLogoImage: true,
  customLogoUrl: null,
  customLogoTitle: 'Amra Fit',
  customLogoTagline: 'Strength · Mobility',
  logoTitleColor: '#4c1d95',
  logoTaglineColor: '#6d28d9',
};

export const profiles = { client: clientProfile, trainer: trainerProfile, admin: adminProfile } as const;
export const stats = { client: clientStats, trainer: trainerStats, admin: adminStats } as const;

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/** Replaces `window.matchMedia` so a story can pretend the window crossed a breakpoint. */
export function fakeMatchMedia(query: string) {
  const original = window.matchMedia.bind(window);
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const fake = {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  window.matchMedia = ((q: string) => (q === query ? fake : original(q))) as typeof window.matchMedia;
  return {
    /** Flips the query and tells the listeners, as a resize across the breakpoint would. */
    set(matches: boolean) {
      fake.matches = matches;
      for (const listener of listeners) listener({ matches, media: query } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Waits for an overlay's dialog and its entry animation, so visibility checks hold. */
export async function visible<T extends HTMLElement>(element: T | Promise<T>): Promise<T> {
  const el = await element;
  await waitFor(() => expect(el).toBeVisible());
  return el;
}
