export { TabBar } from './TabBar.tsx';
export type { TabBarItem, TabBarProps } from './TabBar.tsx';
