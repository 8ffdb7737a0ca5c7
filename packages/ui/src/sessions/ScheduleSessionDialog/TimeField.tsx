import { useMemo } from 'react';
import { Time } from '@internationalized/date';
import {
  DateInput,
  DateSegment,
  Label,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { FieldFooter, type FieldMessages } from '../../primitives/Field/FieldFooter.tsx';
import * as pickerStyles from '../../primitives/DatePicker/DatePicker.css.ts';
import * as dateFieldStyles from '../../primitives/DateField/DateField.css.ts';

export interface TimeFieldProps
  extends
    Omit<AriaTimeFieldProps<Time>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'granularity'>,
    FieldMessages {
  label: string;
  /** The time as 'HH:MM' (24-hour), or null while empty. */
  value: string | null;
  /** Called with 'HH:MM', or null while the hour or minute is missing. */
  onChange: (value: string | null) => void;
}

/** A labelled time of day typed as hour and minute segments (and AM/PM where the language uses it), styled as DateField. */
export function TimeField({ label, description, errorMessage, value, onChange, className, ...props }: TimeFieldProps) {
  const time = useMemo(() => parseTime(value), [value]);
  return (
    <AriaTimeField<Time>
      {...props}
      value={time}
      onChange={(next) => onChange(next ? formatTime(next) : null)}
      granularity="minute"
      className={withClassName(className, shared.field)}
    >
      <Label className={shared.label}>{label}</Label>
      <DateInput className={dateFieldStyles.group}>
        {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
      </DateInput>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTimeField>
  );
}

function parseTime(value: string | null): Time | null {
  const match = value ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  return match ? new Time(Number(match[1]), Number(match[2])) : null;
}

function formatTime(time: Time): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
