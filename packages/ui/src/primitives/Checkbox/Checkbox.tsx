import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { Icon } from '../../icons/index.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './Checkbox.css.ts';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The visible label, clickable together with the box. */
  label: ReactNode;
  description?: ReactNode;
  /** Shown when invalid. Inside a CheckboxGroup the group shows the error instead. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/** A checkbox with its label, optional help text and error; on its own or inside a CheckboxGroup (give it a `value`). */
export function Checkbox({ label, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={withClassName(className, shared.field)}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Icon className={styles.mark} strokeWidth={3.5}>
                  <path d="M5 12h14" />
                </Icon>
              ) : isSelected ? (
                <Icon className={styles.mark} strokeWidth={3.5}>
                  <path d="M4.5 12.5 10 18 19.5 6.5" />
                </Icon>
              ) : null}
            </span>
            <span>{label}</span>
          </>
        )}
      </CheckboxButton>
      <FieldFooter description={description} errorMessage={errorMessage} className={styles.indented} />
    </CheckboxField>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldMessages {
  label: string;
  /** Stack the checkboxes (default) or lay them out in a wrapping row. */
  orientation?: (typeof checkboxGroupOrientations)[number];
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation,
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={withClassName(className, shared.field, styles.group)}>
      <Label className={shared.label}>{label}</Label>
      <div className={styles.options({ orientation })}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
