export { LanguagePicker, ConnectedLanguagePicker, nativeLanguageName } from './LanguagePicker.tsx';
export type { LanguagePickerProps, ConnectedLanguagePickerProps } from './LanguagePicker.tsx';
