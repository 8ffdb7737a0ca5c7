import { useId, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorKeys, sessionLimits, sessionRequestSchema } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/index.ts';
import { DatePicker } from '../../primitives/DatePicker/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import {
  formatInstantTime,
  freeStarts,
  lastPlannableDate,
  sessionErrorText,
  translateSessionErrors,
  useSessionFormErrors,
  zoneName,
  type AvailabilitySlot,
} from '../forms.ts';
import * as shared from '../../styles/shared.css.ts';
import * as styles from './RequestSessionDialog.css.ts';

/** A client's request: the date and time on the trainer's clock (what the server expects), and a note. */
export interface RequestSessionValues {
  date: string;
  time: string;
  note: string | null;
}

export interface RequestSessionDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  trainerName: string;
  availability: readonly AvailabilitySlot[];
  /** The trainer's IANA zone, which the availability is counted in. */
  timeZone: string;
  /** The client's own IANA zone, which the day and the times are shown in. */
  readerZone: string;
  /** The trainer's session length in minutes: a start is free when the whole session fits. */
  minutes: number;
  /** The client's date (YYYY-MM-DD): the earliest day to choose. */
  today: string;
  /** The product's language code, for times. */
  locale: string;
  busy?: boolean;
  /** The server's refusal, as a key or text. */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: RequestSessionValues) => void;
}

/**
 * A client asks their trainer for a session: a day, then one of the starts that day where the
 * trainer's availability holds the whole session (every half hour), in the client's own zone with
 * the trainer's clock beside it when it differs, and a note.
 */
export function RequestSessionDialog({ isOpen, defaultOpen, onOpenChange, ...props }: RequestSessionDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={!props.busy}
      size="medium"
    >
      <RequestSessionForm {...props} />
    </Modal>
  );
}

const requestSchema = sessionRequestSchema.omit({ trainerId: true });

/** Lives inside the modal, so the choice starts afresh every time the dialog opens. */
function RequestSessionForm({
  trainerName,
  availability,
  timeZone,
  readerZone,
  minutes,
  today,
  locale,
  busy = false,
  error,
  fieldErrors,
  onSubmit,
}: Omit<RequestSessionDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const formId = useId();
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const errors = useSessionFormErrors(fieldErrors);
  const starts = useMemo(
    () => (day ? freeStarts(day, availability, timeZone, minutes, readerZone) : []),
    [day, availability, timeZone, minutes, readerZone],
  );
  const chosen = starts.find((start) => start.startsAt === startsAt) ?? null;
  const sameClock = starts.every(
    (start) =>
      formatInstantTime(start.startsAt, timeZone, locale) === formatInstantTime(start.startsAt, readerZone, locale),
  );
  const timeError = errors.errorOf('time');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string[]> = {};
    if (!day) found.date = [m.validation_date_invalid()];
    else if (!chosen) found.time = [m.sessions_form_error_choose_time()];
    const parsed = requestSchema.safeParse({ date: chosen?.date ?? '', time: chosen?.time ?? '', note });
    if (chosen && !parsed.success) Object.assign(found, translateSessionErrors(fieldErrorKeys(parsed.error)));
    errors.check(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(parsed.data);
  }

  return (
    <Dialog
      title={m.sessions_form_request_title({ name: trainerName })}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={busy}>
            {m.sessions_form_request_submit()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <p className={styles.text}>{m.sessions_form_request_intro({ name: trainerName })}</p>
        <FormError>{error ? sessionErrorText(error) : null}</FormError>
        <DatePicker
          label={m.sessions_form_date()}
          name="date"
          value={day}
          onChange={(next) => {
            setDay(next);
            setStartsAt(null);
            errors.edit('date');
          }}
          description={m.sessions_form_request_zone({ zone: zoneName(readerZone), minutes })}
          minValue={today}
          maxValue={lastPlannableDate(today)}
          placeholderValue={today}
          isRequired
          isInvalid={errors.errorOf('date') !== undefined}
          errorMessage={errors.errorOf('date')}
          isDisabled={busy}
        />
        <div className={styles.times}>
          <p role="status" className={!day ? styles.muted : starts.length === 0 ? styles.empty : shared.visuallyHidden}>
            {!day
              ? m.sessions_form_request_pick_day()
              : starts.length === 0
                ? m.sessions_form_request_no_times({ name: trainerName })
                : null}
          </p>
          {starts.length > 0 ? (
            <RadioGroup
              label={m.sessions_form_time()}
              name="time"
              orientation="horizontal"
              value={startsAt}
              onChange={(next) => {
                setStartsAt(next);
                errors.edit('time');
              }}
              isRequired
              isInvalid={timeError !== undefined}
              errorMessage={timeError}
              isDisabled={busy}
              className={styles.timeGroup}
            >
              {starts.map((start) => (
                <Radio
                  key={start.startsAt}
                  value={start.startsAt}
                  label={formatInstantTime(start.startsAt, readerZone, locale)}
                  description={
                    sameClock ? undefined : (
                      <TrainerTime time={formatInstantTime(start.startsAt, timeZone, locale)} name={trainerName} />
                    )
                  }
                />
              ))}
            </RadioGroup>
          ) : null}
          {starts.length > 0 && !sameClock ? (
            <p className={styles.muted}>
              {m.sessions_form_request_trainer_clock({ zone: zoneName(timeZone), name: trainerName })}
            </p>
          ) : null}
        </div>
        <TextArea
          label={m.sessions_form_request_note({ name: trainerName })}
          name="note"
          value={note}
          onChange={(next) => {
            setNote(next);
            errors.edit('note');
          }}
          maxChars={sessionLimits.noteChars}
          rows={3}
          isInvalid={errors.errorOf('note') !== undefined}
          errorMessage={errors.errorOf('note')}
          isDisabled={busy}
        />
      </Form>
    </Dialog>
  );
}

/** A start on the trainer's clock: the time alone on screen, with whose time it is for screen readers. */
function TrainerTime({ time, name }: { time: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{time}</span>
      <span className={shared.visuallyHidden}>{m.sessions_form_request_trainer_time({ time, name })}</span>
    </>
  );
}
