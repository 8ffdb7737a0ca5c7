export { LogoutButton } from './LogoutButton.tsx';
export type { LogoutButtonProps } from './LogoutButton.tsx';
