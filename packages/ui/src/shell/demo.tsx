import {
  blankShellProfile,
  type Branding,
  type Role,
  type ShellAchievement,
  type ShellProfile,
  type ShellStats,
} from '@spotter/domain';

/** Demo data for the shell's stories only (seed-like people of the product). */
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
export const adminProfile: ShellProfile = blankShellProfile({
  role: 'admin',
  email: 'admin@spotter.test',
  memberSince: '2020-06-01',
});

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

const pageTitle: Record<Role, string> = {
  client: 'Good morning, Adna',
  trainer: 'Clients',
  admin: 'Dashboard',
};

/** A dashboard page for the shell's stories: a greeting and three cards of the role. */
export function DemoPage({ role }: { role: Role }) {
  const cards =
    role === 'client'
      ? [
          ['Next session', 'Upper body strength with Amra · Tue 18:00'],
          ['This week', '3 of 4 workouts done'],
          ['Nutrition', '1,840 of 2,100 kcal logged today'],
        ]
      : role === 'trainer'
        ? [
            ['Today', '5 sessions, first at 07:30'],
            ['New requests', '4 clients waiting for a reply'],
            ['Plans', '2 plans to review this week'],
          ]
        : [
            ['Users', '1,284 active this month'],
            ['Coaching requests', '7 open'],
            ['Verifications', '3 to review'],
          ];
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '960px' }}>
      <h1 style={{ margin: 0, fontSize: '1.75rem', lineHeight: 1.2 }}>{pageTitle[role]}</h1>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        {cards.map(([title, text]) => (
          <section
            key={title}
            style={{
              padding: '1.25rem',
              borderRadius: '16px',
              background: 'var(--spotter-color-surface)',
              border: '1px solid var(--spotter-color-border)',
            }}
          >
            <h2 style={{ margin: '0 0 0.375rem', fontSize: '1rem' }}>{title}</h2>
            <p style={{ margin: 0, color: 'var(--spotter-color-text-muted)' }}>{text}</p>
          </section>
        ))}
      </div>
      <div style={{ height: '900px' }} aria-hidden="true" />
    </div>
  );
}

/** The shell's props for each role: the page, the person, their figures and unread counts. */
export const roleArgs = {
  client: {
    role: 'client' as const,
    currentPath: '/client/dashboard',
    profile: clientProfile,
    stats: stats.client,
    achievements: clientAchievements,
    unread: { messages: 3 },
  },
  trainer: {
    role: 'trainer' as const,
    currentPath: '/trainer/dashboard/clients',
    profile: trainerProfile,
    stats: stats.trainer,
    branding: amraBranding,
    achievements: [],
    unread: { messages: 12, new_clients: 4 },
  },
  admin: {
    role: 'admin' as const,
    currentPath: '/admin/dashboard',
    profile: adminProfile,
    stats: stats.admin,
    achievements: [],
    unread: { coaching_requests: 7 },
  },
};
