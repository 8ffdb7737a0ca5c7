import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withClassName } from '../../styles/cx.ts';
import { button } from '../Button/Button.css.ts';
import type { ButtonProps } from '../Button/Button.tsx';
import { link, type LinkVariants } from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;

export interface LinkProps extends AriaLinkProps {
  /** `inline` sits in running text (underlined); `standalone` stands on its own. Ignored when `buttonLike`. */
  variant?: (typeof linkVariants)[number];
  /** Look like a Button (for navigation that reads as an action, e.g. "Find a coach"). */
  buttonLike?: boolean;
  /** Button look when `buttonLike`. */
  buttonVariant?: ButtonProps['variant'];
  /** Button size when `buttonLike`. */
  size?: ButtonProps['size'];
  /** Stretch to the container's width when `buttonLike`. */
  fullWidth?: boolean;
}

/** The product's link: a react-aria Link, inline, standalone, or dressed as a button. */
export function Link({ variant, buttonLike, buttonVariant, size, fullWidth, className, ...props }: LinkProps) {
  const look = buttonLike
    ? button({ variant: buttonVariant, size, fullWidth })
    : link({ variant } satisfies LinkVariants);
  return <AriaLink {...props} className={withClassName(className, look)} />;
}
