import type { ReactNode } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  label: string;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Unit shown after the number, e.g. "cm" or "kg"; also read out as part of the label. */
  unit?: string;
}

/**
 * A labelled number input (arrow keys step by `step` within `minValue`–`maxValue`),
 * formatted for the locale, with an optional unit suffix.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(className, (cls) => [shared.field, cls].filter(Boolean).join(' '))}
    >
      <Label className={shared.label}>
        {label}
        {unit ? <span className={shared.visuallyHidden}> ({unit})</span> : null}
      </Label>
      <Group className={[shared.input, styles.group].join(' ')}>
        <Input placeholder={placeholder} className={styles.input} />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </Group>
      {description ? (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={shared.fieldError}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
