import type { ReactNode, Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../../styles/cx.ts';
import { Banner, type BannerProps } from '../Banner/Banner.tsx';
import * as styles from './Form.css.ts';

export interface FormProps extends AriaFormProps {
  /**
   * Errors from the server, by field `name`: `{ email: 'An account with this email already exists.' }`.
   * Each field shows its message and is marked invalid until the user changes it.
   */
  validationErrors?: Record<string, string | string[]>;
  ref?: Ref<HTMLFormElement>;
}

/** A form whose fields (TextField and friends, by `name`) show server errors from `validationErrors`. */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx(styles.form, className)} />;
}

export interface FormErrorProps extends Omit<BannerProps, 'tone' | 'children'> {
  /** The general error, e.g. "Incorrect email or password." Nothing renders without it. */
  children?: ReactNode;
}

/**
 * The error that belongs to the whole form rather than one field (wrong password, rate limit,
 * server down). An error Banner, announced when it appears; put it at the top of the form.
 */
export function FormError({ children, ...props }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Banner {...props} tone="error">
      {children}
    </Banner>
  );
}

export interface FormActionsProps {
  children: ReactNode;
  className?: string;
}

/** A row for the submit button and secondary links under the fields. */
export function FormActions({ children, className }: FormActionsProps) {
  return <div className={cx(styles.actions, className)}>{children}</div>;
}
