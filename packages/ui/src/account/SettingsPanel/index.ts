export { SettingsPanel } from './SettingsPanel.tsx';
export type { SettingsPanelProps, SettingsCalls, SignOutReason } from './SettingsPanel.tsx';
