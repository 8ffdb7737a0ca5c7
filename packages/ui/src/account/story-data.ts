import { defaultNotificationSettings, type AccountSessionDto, type AccountSettingsDto } from '@spotter/domain';

/* Demo accounts and devices for the settings stories and tests. */

export const storyNow = new Date('2026-11-24T12:00:00Z');

export const trainerAccount: AccountSettingsDto = {
  id: '6f1c1f52-3f4e-4b7a-9d55-1b2c3d4e5f60',
  role: 'trainer',
  maskedEmail: 'amr*******@spotter.test',
  emailStatus: 'set',
  emailVerified: true,
  passwordStatus: 'set',
  providers: [],
  notifications: defaultNotificationSettings,
};
export const trainerEmail = 'amra.hodzic@spotter.test';

export const clientAccount: AccountSettingsDto = {
  ...trainerAccount,
  id: '7a2d2e63-4a5f-4c8b-8e66-2c3d4e5f6071',
  role: 'client',
  maskedEmail: 'adn*******@spotter.test',
  emailVerified: false,
};
export const clientEmail = 'adna.begic@spotter.test';

export const googleAccount: AccountSettingsDto = {
  ...clientAccount,
  maskedEmail: 'jas*****@gmail.com',
  emailStatus: 'oauth',
  emailVerified: true,
  passwordStatus: 'oauth',
  providers: ['google'],
};

/** An account made without a provider and without a password: the password is Required. */
export const passwordlessAccount: AccountSettingsDto = {
  ...trainerAccount,
  passwordStatus: 'not-set',
  emailVerified: false,
};

export const adminAccount: AccountSettingsDto = {
  ...trainerAccount,
  id: '8b3e3f74-5b60-4d9c-9f77-3d4e5f607182',
  role: 'admin',
  maskedEmail: 'adm**@spotter.test',
};
export const adminEmail = 'admin@spotter.test';

export const sessions: AccountSessionDto[] = [
  {
    id: 'a1',
    browser: 'Firefox 133',
    os: 'Windows 11',
    device: 'desktop',
    createdAt: '2026-11-20T08:00:00Z',
    lastSeenAt: '2026-11-24T11:58:00Z',
    current: true,
  },
  {
    id: 'b2',
    browser: 'Safari 18',
    os: 'iOS 18',
    device: 'mobile',
    createdAt: '2026-11-18T19:00:00Z',
    lastSeenAt: '2026-11-23T21:15:00Z',
    current: false,
  },
  {
    id: 'c3',
    browser: null,
    os: null,
    device: 'tablet',
    createdAt: '2026-11-02T10:00:00Z',
    lastSeenAt: '2026-11-19T10:00:00Z',
    current: false,
  },
];
