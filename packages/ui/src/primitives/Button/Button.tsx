import { useId, type ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { m } from '@spotter/i18n';
import { withClassName } from '../../styles/cx.ts';
import { button, pendingSpinner, type ButtonVariants } from './Button.css.ts';
import { useAnnouncementsLeaveWith } from './useAnnouncementsLeaveWith.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends AriaButtonProps {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
}

/** The product's button: a react-aria Button with our look. `isPending` shows a spinner. */
export function Button({ variant, size, fullWidth, className, children, id, ...props }: ButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  useAnnouncementsLeaveWith(buttonId, props.isPending);
  return (
    <AriaButton
      {...props}
      id={buttonId}
      className={withClassName(className, button({ variant, size, fullWidth } satisfies ButtonVariants))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span className={pendingSpinner} aria-hidden="true" /> : null}
          {content as ReactNode}
        </>
      ))}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth'> {
  /** Accessible name; icon buttons have no visible text. */
  label: string;
  children: ReactNode;
}

/** A square button that shows only an icon and is named by `label`. */
export function IconButton({ label, variant = 'ghost', size, className, children, id, ...props }: IconButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  useAnnouncementsLeaveWith(buttonId, props.isPending);
  return (
    <AriaButton
      {...props}
      id={buttonId}
      aria-label={label}
      className={withClassName(className, button({ variant, size, iconOnly: true }))}
    >
      {composeRenderProps(children as AriaButtonProps['children'], (content, { isPending }) =>
        isPending ? <span className={pendingSpinner} aria-label={m.common_loading()} /> : (content as ReactNode),
      )}
    </AriaButton>
  );
}
