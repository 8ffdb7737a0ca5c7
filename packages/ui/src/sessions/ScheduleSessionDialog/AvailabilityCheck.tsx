import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import * as styles from './ScheduleSessionDialog.css.ts';

export interface AvailabilityCheckProps {
  /** The chosen time lies outside the trainer's availability, by the browser's check. */
  outside: boolean;
  /** The server refused the time as outside the availability (it may know hours the browser does not). */
  refused: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The hint that a time lies outside the trainer's availability, with the box that schedules it
 * anyway; nothing while the time lies within it.
 */
export function AvailabilityCheck({
  outside,
  refused,
  override,
  onOverrideChange,
  errorMessage,
  isDisabled,
}: AvailabilityCheckProps) {
  if (!outside && !refused) return null;
  return (
    <div className={styles.availability}>
      {outside && !refused ? (
        <Banner tone="warning">
          <p className={styles.text}>{m.sessions_form_outside_hint()}</p>
        </Banner>
      ) : null}
      <Checkbox
        label={m.sessions_form_override()}
        name="overrideAvailability"
        isSelected={override}
        onChange={onOverrideChange}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
    </div>
  );
}
