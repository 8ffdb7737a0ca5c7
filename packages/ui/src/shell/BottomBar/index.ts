export { BottomBar, bottomBarItems, bottomBarLabel } from './BottomBar.tsx';
export type { BottomBarProps } from './BottomBar.tsx';
