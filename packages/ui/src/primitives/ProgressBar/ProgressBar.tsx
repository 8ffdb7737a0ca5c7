import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as shared from '../../styles/shared.css.ts';
import { withClassName } from '../../styles/cx.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** Visible label. Without it, pass `aria-label`. */
  label?: string;
  /** Show the value text (e.g. "40%" or your `valueLabel`) next to the label. */
  showValueLabel?: boolean;
}

/**
 * Progress of a task or a goal. `value` runs from `minValue` (0) to `maxValue` (100); use
 * `valueLabel` for your own wording ("3 of 8 workouts") and `isIndeterminate` when the end is unknown.
 */
export function ProgressBar({ label, showValueLabel = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={withClassName(className, styles.progressBar)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.labelRow}>
              {label ? <Label className={shared.label}>{label}</Label> : <span />}
              {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={styles.fill}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
