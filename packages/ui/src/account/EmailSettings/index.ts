export { EmailSettings } from './EmailSettings.tsx';
export type { EmailSettingsProps } from './EmailSettings.tsx';
