export { Button, IconButton, buttonVariants, buttonSizes } from './Button.tsx';
export type { ButtonProps, IconButtonProps } from './Button.tsx';
export { useAnnouncementsLeaveWith } from './useAnnouncementsLeaveWith.ts';
