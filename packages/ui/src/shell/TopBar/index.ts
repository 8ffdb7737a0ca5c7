export { TopBar, TopBarPreview } from './TopBar.tsx';
export type { TopBarProps, TopBarPreviewProps } from './TopBar.tsx';
