import { useMemo } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';

/** A calendar day as 'YYYY-MM-DD', the form dates take in our contracts. */
export type IsoDate = string;

/** React Aria's date props that DateField and DatePicker take as ISO dates instead, or not at all. */
export type ReplacedDateProps =
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
  | 'hideTimeZone';

/** The date props of DateField and DatePicker, as 'YYYY-MM-DD'. */
export interface IsoDateProps {
  /** The date as 'YYYY-MM-DD', or null when empty (controlled). */
  value?: IsoDate | null;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: IsoDate | null;
  /** Called with 'YYYY-MM-DD', or null when the field is cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** Earliest allowed date, 'YYYY-MM-DD'. */
  minValue?: IsoDate;
  /** Latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: IsoDate;
  /** What the field counts from while empty, 'YYYY-MM-DD' (the calendar opens on its month). */
  placeholderValue?: IsoDate;
}

/** Parses 'YYYY-MM-DD'; anything else counts as no date. */
export function parseIsoDate(value: IsoDate | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The ISO date props as React Aria takes them (CalendarDate values, 'YYYY-MM-DD' out). */
export function useAriaDates({ value, defaultValue, onChange, minValue, maxValue, placeholderValue }: IsoDateProps) {
  const controlled = useMemo(() => (value === undefined ? undefined : parseIsoDate(value)), [value]);
  const initial = useMemo(() => parseIsoDate(defaultValue), [defaultValue]);
  const min = useMemo(() => parseIsoDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue) ?? undefined, [maxValue]);
  const placeholder = useMemo(() => parseIsoDate(placeholderValue) ?? undefined, [placeholderValue]);
  return {
    value: controlled,
    defaultValue: initial,
    onChange: onChange ? (date: CalendarDate | null) => onChange(date ? date.toString() : null) : undefined,
    minValue: min,
    maxValue: max,
    placeholderValue: placeholder,
  };
}
