export { PasswordSettings } from './PasswordSettings.tsx';
export type { PasswordSettingsProps } from './PasswordSettings.tsx';
export { passwordStrength } from './strength.ts';
export type { PasswordStrength } from './strength.ts';
