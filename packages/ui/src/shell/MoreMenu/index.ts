export { MoreMenu, defaultStats, statsToShow, formatStat, topAchievements } from './MoreMenu.tsx';
export type { MoreMenuProps } from './MoreMenu.tsx';
