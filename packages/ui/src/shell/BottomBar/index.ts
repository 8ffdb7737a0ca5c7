export { BottomBar, bottomBarItems } from './BottomBar.tsx';
export type { BottomBarProps } from './BottomBar.tsx';
