import { timeSlots, weekdays, type TimeSlot, type Weekday } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { CheckIcon } from '../../icons/index.ts';
import { SlotColumnHeaders, WeekdayRowHeader } from '../../profile/weekTable/weekTable.tsx';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './AvailabilitySummary.css.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';

export interface AvailabilitySummaryProps {
  /** The weekday and time-slot pairs the trainer takes clients. */
  availability: ReadonlyArray<{ weekday: Weekday; slot: TimeSlot }>;
  /** The IANA time zone the times are in (e.g. 'Europe/Sarajevo'); null when the trainer gave none. */
  timeZone: string | null;
  /** The table's caption (read by screen readers); "Weekly availability" when left out. */
  label?: string;
  className?: string;
}

/**
 * A trainer's week, read only: days down the side, time slots with their hours across the top, a
 * tick where they take clients, and the time zone it is in. A plain table with row and column
 * headers, so it reads well without scripts and to screen readers.
 */
export function AvailabilitySummary({ availability, timeZone, label, className }: AvailabilitySummaryProps) {
  const locale = getLocale();
  const available = new Set(availability.map(({ weekday, slot }) => `${weekday}:${slot}`));
  if (available.size === 0) {
    return <p className={cx(styles.none, className)}>{m.marketplace_availability_none()}</p>;
  }
  return (
    <div className={cx(styles.wrap, className)}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{label ?? m.profile_availability_grid_label()}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              <SlotColumnHeaders locale={locale} />
            </tr>
          </thead>
          <tbody>
            {weekdays.map((weekday, index) => (
              <tr key={weekday}>
                <WeekdayRowHeader weekday={weekday} index={index} locale={locale} />
                {timeSlots.map((slot) => {
                  const on = available.has(`${weekday}:${slot}`);
                  return (
                    <td key={slot} className={styles.cell} data-available={on ? '' : undefined}>
                      {on ? <CheckIcon size={18} strokeWidth={3} className={styles.mark} /> : null}
                      <span className={visuallyHidden}>
                        {on ? m.marketplace_availability_available() : m.marketplace_availability_unavailable()}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.zone}>
        {timeZone
          ? m.marketplace_availability_zone({ zone: timeZoneName(timeZone, locale) })
          : m.marketplace_availability_zone_unknown()}
      </p>
    </div>
  );
}

/** 'Central European Time (Europe/Sarajevo)'; the zone's id alone when the platform cannot name it. */
function timeZoneName(timeZone: string, locale: string): string {
  try {
    const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone.replaceAll('_', ' ')})` : timeZone.replaceAll('_', ' ');
  } catch {
    return timeZone;
  }
}
