import { useMemo } from 'react';
import { timeSlots, trainerProfileLimits, weekdays, type TrainerAvailability } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { ComboBox, type ComboBoxOption } from '../../primitives/ComboBox/index.ts';
import { NumberField } from '../../primitives/NumberField/index.ts';
import { cx } from '../../styles/cx.ts';
import { AvailabilityGrid } from '../AvailabilityGrid/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import * as styles from './TrainerAvailability.css.ts';

/**
 * The availability section while it is edited: session length and cancellation notice may be
 * empty (null), which the schema saves as their defaults (SPEC §5: empty → 60 minutes, 24 hours).
 */
export type TrainerAvailabilityValues = Omit<TrainerAvailability, 'sessionDuration' | 'cancellationPolicy'> & {
  sessionDuration: number | null;
  cancellationPolicy: number | null;
};

export type TrainerAvailabilityFieldsProps = SectionFieldsProps<TrainerAvailabilityValues> & { className?: string };

/** The browser's IANA time zone, e.g. 'Europe/Sarajevo'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The section's proposal for a trainer who has not chosen a time zone: the browser's. The section
 * (ProfileSection's `propose`) shows it and saves it with the next save, without counting it as
 * a change.
 */
export function proposeTimeZone(values: TrainerAvailabilityValues): TrainerAvailabilityValues {
  return values.timeZone === null ? { ...values, timeZone: browserTimeZone() } : values;
}

let zoneOptions: ComboBoxOption[] | null = null;

/** Every IANA time zone the browser knows, readable ('America/New York'), made once. */
function timeZoneOptions(): ComboBoxOption[] {
  zoneOptions ??= Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }));
  return zoneOptions;
}

const firstError = (errors: Record<string, string[]>, field: string) =>
  Object.hasOwn(errors, field) ? errors[field]?.[0] : undefined;

/** A number field's value as the section keeps it: an empty field (NaN) is null. */
const wholeOrNull = (value: number) => (Number.isNaN(value) ? null : Math.round(value));

/**
 * The trainer's availability: the weekly grid, session length, cancellation notice and the time zone
 * the grid is meant in (the section proposes the browser's until one is saved, see `proposeTimeZone`).
 * Unsaved changes show a reminder.
 */
export function TrainerAvailabilityFields({
  value,
  onChange,
  errors,
  isDisabled = false,
  isDirty = false,
  className,
}: TrainerAvailabilityFieldsProps) {
  const { sessionMinutes, cancellationHours } = trainerProfileLimits;
  const zones = useMemo(() => {
    const options = timeZoneOptions();
    // A saved zone the browser lists under another name (an alias such as 'UTC') stays choosable.
    const saved = value.timeZone;
    return saved && !options.some((option) => option.id === saved)
      ? [{ id: saved, label: saved.replaceAll('_', ' ') }, ...options]
      : options;
  }, [value.timeZone]);

  const set = (patch: Partial<TrainerAvailabilityValues>) => onChange({ ...value, ...patch });

  return (
    <div className={cx(styles.fields, className)}>
      {isDirty ? <Banner tone="info">{m.profile_availability_unsaved()}</Banner> : null}
      <AvailabilityGrid
        value={value.availability}
        onChange={(availability) => set({ availability })}
        errorMessage={firstError(errors, 'availability')}
        isDisabled={isDisabled}
      />
      <p className={styles.summary}>
        {m.profile_availability_slots_count({
          count: value.availability.length,
          total: weekdays.length * timeSlots.length,
        })}
      </p>
      <div className={styles.numbers}>
        <NumberField
          label={m.profile_availability_session_label()}
          unit={m.profile_availability_session_unit()}
          value={value.sessionDuration ?? Number.NaN}
          onChange={(minutes) => set({ sessionDuration: wholeOrNull(minutes) })}
          minValue={sessionMinutes.min}
          maxValue={sessionMinutes.max}
          step={5}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          placeholder={String(sessionMinutes.default)}
          description={m.profile_availability_session_hint({
            min: sessionMinutes.min,
            max: sessionMinutes.max,
            default: sessionMinutes.default,
          })}
          errorMessage={firstError(errors, 'sessionDuration')}
          isInvalid={Boolean(firstError(errors, 'sessionDuration'))}
          isDisabled={isDisabled}
        />
        <NumberField
          label={m.profile_availability_cancel_label()}
          unit={m.profile_availability_cancel_unit()}
          value={value.cancellationPolicy ?? Number.NaN}
          onChange={(hours) => set({ cancellationPolicy: wholeOrNull(hours) })}
          minValue={cancellationHours.min}
          maxValue={cancellationHours.max}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          placeholder={String(cancellationHours.default)}
          description={m.profile_availability_cancel_hint({
            min: cancellationHours.min,
            max: cancellationHours.max,
            default: cancellationHours.default,
          })}
          errorMessage={firstError(errors, 'cancellationPolicy')}
          isInvalid={Boolean(firstError(errors, 'cancellationPolicy'))}
          isDisabled={isDisabled}
        />
      </div>
      <ComboBox
        className={styles.zone}
        label={m.profile_availability_timezone_label()}
        items={zones}
        selectedKey={value.timeZone}
        onSelectionChange={(zone) => {
          if (typeof zone === 'string') set({ timeZone: zone });
        }}
        description={m.profile_availability_timezone_hint()}
        errorMessage={firstError(errors, 'timeZone')}
        isInvalid={Boolean(firstError(errors, 'timeZone'))}
        isDisabled={isDisabled}
      />
    </div>
  );
}
