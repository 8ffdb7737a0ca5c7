import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { timeSlots, weekdays, type AvailabilitySlot, type TimeSlot, type Weekday } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { CheckIcon } from '../../icons/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { timeSlotLabels, weekdayLabels } from '../optionLabels.ts';
import * as styles from './AvailabilityGrid.css.ts';
import { SlotColumnHeaders, WeekdayRowHeader } from '../weekTable/weekTable.tsx';

export interface AvailabilityGridProps {
  /** The chosen weekday and time-slot pairs. */
  value: readonly AvailabilitySlot[];
  onChange: (next: AvailabilitySlot[]) => void;
  /** The grid's name; "Weekly availability" when left out. */
  label?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

const keyOf = (weekday: Weekday, timeSlot: TimeSlot) => `${weekday}:${timeSlot}`;

interface Position {
  row: number;
  col: number;
}

/**
 * The week as a grid of days (rows) and time slots (columns), each cell switched on or off. A
 * keyboard moves over it with the arrow keys (Home and End to a row's ends, Ctrl with them to the
 * grid's corners) and toggles a cell with Space or Enter; only one cell is in the Tab order.
 */
export function AvailabilityGrid({
  value,
  onChange,
  label,
  errorMessage,
  isDisabled = false,
  className,
}: AvailabilityGridProps) {
  const locale = getLocale();
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const chosen = new Set(value.map((slot) => keyOf(slot.weekday, slot.timeSlot)));

  const toggle = (weekday: Weekday, timeSlot: TimeSlot) => {
    if (isDisabled) return;
    const key = keyOf(weekday, timeSlot);
    if (chosen.has(key)) onChange(value.filter((slot) => keyOf(slot.weekday, slot.timeSlot) !== key));
    else
      onChange(
        // Kept in week order so a saved list reads the same however it was clicked.
        [...value, { weekday, timeSlot }].sort(
          (a, b) =>
            weekdays.indexOf(a.weekday) - weekdays.indexOf(b.weekday) ||
            timeSlots.indexOf(a.timeSlot) - timeSlots.indexOf(b.timeSlot),
        ),
      );
  };

  const moveTo = (position: Position) => {
    const row = Math.max(0, Math.min(weekdays.length - 1, position.row));
    const col = Math.max(0, Math.min(timeSlots.length - 1, position.col));
    setActive({ row, col });
    cells.current.get(`${row}:${col}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, row: number, col: number) => {
    const last = { row: weekdays.length - 1, col: timeSlots.length - 1 };
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, Position | undefined> = {
      ArrowRight: { row, col: col + 1 },
      ArrowLeft: { row, col: col - 1 },
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      Home: ctrl ? { row: 0, col: 0 } : { row, col: 0 },
      End: ctrl ? last : { row, col: last.col },
      PageUp: { row: 0, col },
      PageDown: { row: last.row, col },
    };
    const target = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (target) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const weekday = weekdays[row];
      const timeSlot = timeSlots[col];
      if (weekday && timeSlot) toggle(weekday, timeSlot);
    }
  };

  return (
    <div className={cx(styles.wrap, className)}>
      <div id={labelId} className={styles.label}>
        {label ?? m.profile_availability_grid_label()}
      </div>
      <p id={helpId} className={styles.help}>
        {m.profile_availability_grid_help()}
      </p>
      <div className={styles.scroller}>
        <table
          role="grid"
          aria-labelledby={labelId}
          aria-describedby={cx(helpId, errorMessage ? errorId : null)}
          aria-multiselectable="true"
          aria-disabled={isDisabled || undefined}
          className={styles.grid}
          data-disabled={isDisabled || undefined}
        >
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className={visuallyHidden}>{m.profile_availability_day()}</span>
              </th>
              <SlotColumnHeaders locale={locale} />
            </tr>
          </thead>
          <tbody>
            {weekdays.map((weekday, row) => (
              <tr key={weekday}>
                <WeekdayRowHeader weekday={weekday} index={row} locale={locale} />
                {timeSlots.map((timeSlot, col) => {
                  const selected = chosen.has(keyOf(weekday, timeSlot));
                  const isActive = active.row === row && active.col === col;
                  return (
                    <td
                      key={timeSlot}
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${col}`, element);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      role="gridcell"
                      tabIndex={isActive ? 0 : -1}
                      aria-selected={selected}
                      aria-disabled={isDisabled || undefined}
                      aria-label={m.profile_availability_cell({
                        day: weekdayLabels[weekday](),
                        slot: timeSlotLabels[timeSlot](),
                      })}
                      className={styles.cell}
                      data-selected={selected || undefined}
                      onKeyDown={(event) => onKeyDown(event, row, col)}
                      onFocus={() => (isActive ? undefined : setActive({ row, col }))}
                      onClick={() => {
                        setActive({ row, col });
                        toggle(weekday, timeSlot);
                      }}
                    >
                      <span className={styles.mark} aria-hidden="true">
                        {selected ? <CheckIcon size={18} strokeWidth={3} /> : null}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
