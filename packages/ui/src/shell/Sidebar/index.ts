export { Sidebar, SidebarDrawer, ProfileCard, displayName } from './Sidebar.tsx';
export type { SidebarProps, SidebarDrawerProps, ProfileCardProps } from './Sidebar.tsx';
export { NavItemLink, navLabel } from './NavItemLink.tsx';
export type { NavItemLinkProps } from './NavItemLink.tsx';
