import type { CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  Label,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import { useAriaDates, type IsoDateProps, type ReplacedDateProps } from '../DatePicker/isoDates.ts';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as styles from './DateField.css.ts';

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<CalendarDate>, ReplacedDateProps>, IsoDateProps, FieldMessages {
  label: string;
}

/**
 * A labelled date typed as day, month and year segments, in the reader's order, without a calendar:
 * for dates people know by heart, such as a birth date, which a month grid only makes slower to
 * reach (DatePicker is the one with a calendar).
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  className,
  ...props
}: DateFieldProps) {
  const dates = useAriaDates({ value, defaultValue, onChange, minValue, maxValue, placeholderValue });
  return (
    <AriaDateField<CalendarDate> {...props} {...dates} className={withClassName(className, shared.field)}>
      <Label className={shared.label}>{label}</Label>
      <DateInput className={styles.group}>
        {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
      </DateInput>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
