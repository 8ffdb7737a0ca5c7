import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { m } from '@spotter/i18n';
import { withClassName } from '../../styles/cx.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<
  AriaProgressBarProps,
  'children' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions'
> {
  /** What is loading; defaults to "Loading…". */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** An indeterminate progress indicator (role progressbar) for waits of unknown length. */
export function Spinner({ label, showLabel = false, size, className, ...props }: SpinnerProps) {
  const text = label ?? m.common_loading();
  return (
    <AriaProgressBar
      aria-label={showLabel ? undefined : text}
      {...props}
      isIndeterminate
      className={withClassName(className, styles.spinner)}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel ? <Label elementType="span">{text}</Label> : null}
    </AriaProgressBar>
  );
}
