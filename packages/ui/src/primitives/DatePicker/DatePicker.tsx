import { useMemo } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { FieldFooter, type FieldMessages } from '../Field/FieldFooter.tsx';
import { IconButton } from '../Button/Button.tsx';
import * as styles from './DatePicker.css.ts';

type IsoDate = string;

export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
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
  /** The chosen date as 'YYYY-MM-DD', or null when empty (controlled). */
  value?: IsoDate | null;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: IsoDate | null;
  /** Called with 'YYYY-MM-DD', or null when the field is cleared. */
  onChange?: (value: IsoDate | null) => void;
  /** Earliest allowed date, 'YYYY-MM-DD'. */
  minValue?: IsoDate;
  /** Latest allowed date, 'YYYY-MM-DD'. */
  maxValue?: IsoDate;
  /** The month the calendar opens on while empty, 'YYYY-MM-DD' (e.g. a birth year). */
  placeholderValue?: IsoDate;
  /** Dates that cannot be picked (e.g. a coach's days off). */
  isDateUnavailable?: (date: IsoDate) => boolean;
  validate?: (value: IsoDate) => string | string[] | true | null | undefined;
  /** Accessible name of the calendar button; react-aria's localized "Calendar" when omitted. */
  calendarButtonLabel?: string;
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

/** A labelled date field (typed day, month and year segments) with a calendar popover. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  isDateUnavailable,
  validate,
  calendarButtonLabel,
  className,
  ...props
}: DatePickerProps) {
  const controlled = useMemo(() => (value === undefined ? undefined : parseIsoDate(value)), [value]);
  const initial = useMemo(() => parseIsoDate(defaultValue), [defaultValue]);
  const min = useMemo(() => parseIsoDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => parseIsoDate(maxValue) ?? undefined, [maxValue]);
  const placeholder = useMemo(() => parseIsoDate(placeholderValue) ?? undefined, [placeholderValue]);
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      value={controlled}
      defaultValue={initial}
      onChange={onChange ? (date) => onChange(date ? date.toString() : null) : undefined}
      minValue={min}
      maxValue={max}
      placeholderValue={placeholder}
      isDateUnavailable={isDateUnavailable ? (date: DateValue) => isDateUnavailable(date.toString()) : undefined}
      validate={validate ? (date) => (date ? validate(date.toString()) : null) : undefined}
      className={withClassName(className, shared.field)}
    >
      <Label className={shared.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button
          className={styles.calendarButton}
          {...(calendarButtonLabel ? { 'aria-label': calendarButtonLabel } : {})}
        >
          <CalendarIcon size={20} />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.header}>
              <IconButton slot="previous" size="small" label={m.common_previous()}>
                <ChevronLeftIcon size={20} />
              </IconButton>
              <Heading className={styles.heading} />
              <IconButton slot="next" size="small" label={m.common_next()}>
                <ChevronRightIcon size={20} />
              </IconButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
