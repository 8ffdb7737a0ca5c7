import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import * as styles from './Card.css.ts';

export const cardElements = ['section', 'article', 'div'] as const;
export type CardElement = (typeof cardElements)[number];
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `article` for self-contained items (a review, a programme); `section` for parts of a page. */
  as?: CardElement;
  /** The heading; it also names the card. */
  title?: ReactNode;
  /** Heading level, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Actions at the bottom, e.g. buttons or links. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** A simple surface that groups related content, with an optional heading, description and footer. */
export function Card({
  as: Element = 'section',
  title,
  headingLevel = 2,
  description,
  footer,
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
      {...props}
      className={cx(styles.card, className)}
    >
      {title || description ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
