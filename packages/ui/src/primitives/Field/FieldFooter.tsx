import type { ReactNode } from 'react';
import { FieldError, Text, type ValidationResult } from 'react-aria-components';
import { cx } from '../../styles/cx.ts';
import * as styles from './Field.css.ts';

/** The help text and error message every field takes. */
export interface FieldMessages {
  /** Help text under the field, read out with it. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function gets react-aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface FieldFooterProps extends FieldMessages {
  /** Added to both lines, e.g. to indent them under a checkbox's label. */
  className?: string;
}

/**
 * What stands under a field's input: its help text (linked as the field's description) and its
 * error (shown and announced while the field is invalid). Place it inside the react-aria field.
 */
export function FieldFooter({ description, errorMessage, className }: FieldFooterProps) {
  return (
    <>
      <FieldDescription className={className}>{description}</FieldDescription>
      <FieldError className={cx(styles.fieldError, className)}>{errorMessage}</FieldError>
    </>
  );
}

/** The help text alone, for a part of a field that has no error of its own (one radio option). */
export function FieldDescription({ children, className }: { children?: ReactNode; className?: string }) {
  return children ? (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  ) : null;
}
