import type { CalendarDate } from '@internationalized/date';
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
import { useAriaDates, type IsoDate, type IsoDateProps, type ReplacedDateProps } from './isoDates.ts';

export { parseIsoDate } from './isoDates.ts';

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<CalendarDate>, ReplacedDateProps>, IsoDateProps, FieldMessages {
  label: string;
  /** Dates that cannot be picked (e.g. a coach's days off). */
  isDateUnavailable?: (date: IsoDate) => boolean;
  validate?: (value: IsoDate) => string | string[] | true | null | undefined;
  /** Accessible name of the calendar button; react-aria's localized "Calendar" when omitted. */
  calendarButtonLabel?: string;
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
  const dates = useAriaDates({ value, defaultValue, onChange, minValue, maxValue, placeholderValue });
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      {...dates}
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
