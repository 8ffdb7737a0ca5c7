import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx, withClassName } from '../../styles/cx.ts';
import * as styles from './Menu.css.ts';

export { MenuTrigger };

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the menu opens beside its trigger; it flips when there is no room. */
  placement?: PopoverProps['placement'];
  /** Gap to the trigger in px. */
  offset?: number;
  popoverClassName?: string;
}

/**
 * A menu of actions and links in a popover, opened by the button before it inside `MenuTrigger`.
 * Arrow keys move, Enter or Space chooses, typing jumps to an item, Escape closes and focus returns.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  offset = 6,
  popoverClassName,
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={offset} className={cx(styles.popover, popoverClassName)}>
      <AriaMenu {...props} className={withClassName(className, styles.menu)} />
    </Popover>
  );
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children'> {
  /** Shown before the label, decorative. */
  icon?: ReactNode;
  /** 'danger' for leaving or destroying (log out, delete). */
  tone?: MenuItemTone;
  children: ReactNode;
}

/** One entry: an action (`onAction`) or, with `href`, a link. */
export function MenuItem({ icon, tone = 'neutral', children, className, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone === 'neutral' ? undefined : tone}
      className={withClassName(className, styles.item)}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </AriaMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
