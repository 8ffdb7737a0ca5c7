import {
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { cx, withClassName } from '../../styles/cx.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldMessages {
  label: string;
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
    <AriaNumberField {...props} className={withClassName(className, shared.field)}>
      <Label className={shared.label}>
        {label}
        {unit ? <span className={shared.visuallyHidden}> ({unit})</span> : null}
      </Label>
      <Group className={cx(shared.input, styles.group)}>
        <Input placeholder={placeholder} className={styles.input} />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
