export { NavItemLink, NavTooltip, navLabel } from './NavItemLink.tsx';
export type { NavItemLinkProps } from './NavItemLink.tsx';
