import { formatTime12h, timeSlotHours, timeSlots, type TimeSlot, type Weekday } from '@spotter/domain';
import { timeSlotLabels, weekdayLabels } from '../optionLabels.ts';
import * as styles from './weekTable.css.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';

/**
 * The parts a week table shares, whether it is edited (the profile's availability grid) or read
 * (the trainer page's summary): the time slots with their hours across the top and the days down
 * the side, shortened on phones.
 */

/** '17:00' as the interface language shows a time: 12 h with AM/PM in English, 24 h elsewhere (SPEC §3). */
export function formatSlotTime(time: string, locale: string): string {
  return locale === 'en' ? formatTime12h(time) : time.replace(/^0(\d)/, '$1');
}

/** The hours of a time slot, e.g. '6:00 AM – 11:59 AM' in English or '6:00 – 11:59' in German. */
export function slotHours(slot: TimeSlot, locale: string): string {
  const { from, to } = timeSlotHours[slot];
  return `${formatSlotTime(from, locale)} – ${formatSlotTime(to, locale)}`;
}

/** 'Mon', 'Di.', 'pon.': the weekday's short name for narrow screens (weekdays start on Monday). */
function shortWeekday(index: number, locale: string): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
}

/** One column header per time slot: its name and its hours. */
export function SlotColumnHeaders({ locale }: { locale: string }) {
  return timeSlots.map((slot) => (
    <th key={slot} scope="col" className={styles.columnHeader}>
      <span className={styles.slotName}>{timeSlotLabels[slot]()}</span>
      <span className={styles.slotHours}>{slotHours(slot, locale)}</span>
    </th>
  ));
}

/** A day's row header: the full name, and on phones its short name (the full one still read aloud). */
export function WeekdayRowHeader({ weekday, index, locale }: { weekday: Weekday; index: number; locale: string }) {
  return (
    <th scope="row" className={styles.rowHeader}>
      <span className={styles.dayFull}>{weekdayLabels[weekday]()}</span>
      <span className={styles.dayShort} aria-hidden="true">
        {shortWeekday(index, locale)}
      </span>
    </th>
  );
}
