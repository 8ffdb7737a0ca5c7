export { Sidebar, ProfileCard, displayName, NavList } from './Sidebar.tsx';
export type { SidebarProps, ProfileCardProps, NavListProps } from './Sidebar.tsx';
export { SidebarDrawer } from './SidebarDrawer.tsx';
export type { SidebarDrawerProps } from './SidebarDrawer.tsx';
export { NavItemLink, navLabel } from './NavItemLink.tsx';
export type { NavItemLinkProps } from './NavItemLink.tsx';
