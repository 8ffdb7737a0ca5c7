import { useId, useState, type FormEvent } from 'react';
import { fieldErrorKeys, sessionLimits, sessionRespondSchema, wallClock, type SessionDetail } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/index.ts';
import { DatePicker } from '../../primitives/DatePicker/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { AvailabilityCheck } from '../ScheduleSessionDialog/AvailabilityCheck.tsx';
import { TimeField } from '../ScheduleSessionDialog/TimeField.tsx';
import {
  formatInstantDay,
  formatInstantTime,
  lastPlannableDate,
  outsideAvailability,
  plannable,
  sessionErrorCodes,
  sessionErrorText,
  translateSessionErrors,
  useSessionFormErrors,
  zoneName,
  type AvailabilitySlot,
} from '../forms.ts';
import * as styles from '../ScheduleSessionDialog/ScheduleSessionDialog.css.ts';

/** The other time the trainer offers, on the trainer's clock. */
export interface ProposeTimeValues {
  date: string;
  time: string;
  overrideAvailability: boolean;
}

export interface ProposeTimeDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The client's request being answered; its zone is the trainer's, its length the proposal's. */
  session: SessionDetail;
  availability: readonly AvailabilitySlot[];
  /** The product's language code, for dates in words. */
  locale: string;
  /** The trainer's date (YYYY-MM-DD): the earliest date to choose. */
  today: string;
  busy?: boolean;
  /** The server's refusal: a session error code (see `sessionErrorCodes`) or text. */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: ProposeTimeValues) => void;
}

/**
 * The trainer answers a client's request with another date and time (in the trainer's zone),
 * flagged when outside their availability, which then needs "Schedule it anyway".
 */
export function ProposeTimeDialog({ isOpen, defaultOpen, onOpenChange, ...props }: ProposeTimeDialogProps) {
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} isDismissable={!props.busy}>
      <ProposeTimeForm {...props} />
    </Modal>
  );
}

/** Lives inside the modal, so the form starts afresh every time the dialog opens. */
function ProposeTimeForm({
  session,
  availability,
  locale,
  today,
  busy = false,
  error,
  fieldErrors,
  onSubmit,
}: Omit<ProposeTimeDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const formId = useId();
  const zone = session.timeZone;
  const requested = wallClock(session.startsAt, zone);
  const [date, setDate] = useState<string | null>(requested.date >= today ? requested.date : today);
  const [time, setTime] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const errors = useSessionFormErrors(fieldErrors);
  const outside = outsideAvailability(date, time, session.minutes, zone, availability) === true;
  const refused = error === sessionErrorCodes.outsideAvailability || !!fieldErrors?.overrideAvailability;
  // An outside-availability refusal shows on the override box, not again above the form.
  const formError = error && !refused ? sessionErrorText(error) : null;

  function edit<T>(field: string, set: (value: T) => void) {
    return (value: T) => {
      set(value);
      errors.edit(field);
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = { date: date ?? '', time: time ?? '', overrideAvailability: (outside || refused) && override };
    const parsed = sessionRespondSchema.safeParse({ action: 'propose', version: session.version, ...values });
    const found = parsed.success ? {} : translateSessionErrors(fieldErrorKeys(parsed.error));
    if (date && !found.date && !plannable(date, today)) {
      found.date = [m.sessions_form_error_date_range({ days: sessionLimits.maxDaysAhead })];
    }
    if (outside && !override) found.overrideAvailability = [m.sessions_form_error_override()];
    errors.check(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(values);
  }

  return (
    <Dialog
      title={m.sessions_form_propose_title()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={busy}>
            {m.sessions_form_propose_submit()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <p className={styles.text}>
          {m.sessions_form_propose_requested({
            name: session.client.name,
            date: formatInstantDay(session.startsAt, zone, locale),
            time: formatInstantTime(session.startsAt, zone, locale),
          })}
        </p>
        <FormError>{formError}</FormError>
        <div className={styles.row}>
          <DatePicker
            label={m.sessions_form_date()}
            name="date"
            value={date}
            onChange={edit('date', setDate)}
            minValue={today}
            maxValue={lastPlannableDate(today)}
            placeholderValue={today}
            isRequired
            isInvalid={errors.errorOf('date') !== undefined}
            errorMessage={errors.errorOf('date')}
            isDisabled={busy}
          />
          <TimeField
            label={m.sessions_form_time()}
            name="time"
            value={time}
            onChange={edit('time', setTime)}
            description={m.sessions_form_zone({ zone: zoneName(zone) })}
            isRequired
            isInvalid={errors.errorOf('time') !== undefined}
            errorMessage={errors.errorOf('time')}
            isDisabled={busy}
            autoFocus
          />
        </div>
        <AvailabilityCheck
          outside={outside}
          refused={refused}
          override={override}
          onOverrideChange={edit('overrideAvailability', setOverride)}
          errorMessage={errors.errorOf('overrideAvailability')}
          isDisabled={busy}
        />
      </Form>
    </Dialog>
  );
}
