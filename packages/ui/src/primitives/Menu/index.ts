export { Menu, MenuItem, MenuSeparator, MenuTrigger, menuItemTones } from './Menu.tsx';
export type { MenuProps, MenuItemProps, MenuItemTone } from './Menu.tsx';
