import { useMemo } from 'react';
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
import { parseIsoDate } from '../DatePicker/DatePicker.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as styles from './DateField.css.ts';

type IsoDate = string;

export interface DateFieldProps
  extends
    Omit<
      AriaDateFieldProps<CalendarDate>,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'placeholderValue'
      | 'isDateUnavailable'
      | 'validate'
      | 'granularity'
      | 'hourCycle'
      | 'hideTimeZone'
    >,
    FieldMessages {
  label: string;
  /** The date as 'YYYY-MM-DD', or null when empty (controlled). */
  value?: IsoDate | null;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: IsoDate | null;
  /** Called with 'YYYY-MM-DD', or null when a segment is cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** Earliest allowed date, 'YYYY-MM-DD'. */
  minValue?: IsoDate;
  /** Latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: IsoDate;
  /** What the segments count from while empty, 'YYYY-MM-DD' (arrow keys start there). */
  placeholderValue?: IsoDate;
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
  const controlled = useMemo(() => (value === undefined ? undefined : parseIsoDate(value)), [value]);
  const initial = useMemo(() => parseIsoDate(defaultValue), [defaultValue]);
  const min = useMemo(() => parseIsoDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue) ?? undefined, [maxValue]);
  const placeholder = useMemo(() => parseIsoDate(placeholderValue) ?? undefined, [placeholderValue]);
  return (
    <AriaDateField<CalendarDate>
      {...props}
      value={controlled}
      defaultValue={initial}
      onChange={onChange ? (date) => onChange(date ? date.toString() : null) : undefined}
      minValue={min}
      maxValue={max}
      placeholderValue={placeholder}
      className={withClassName(className, shared.field)}
    >
      <Label className={shared.label}>{label}</Label>
      <DateInput className={styles.group}>
        {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
      </DateInput>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
