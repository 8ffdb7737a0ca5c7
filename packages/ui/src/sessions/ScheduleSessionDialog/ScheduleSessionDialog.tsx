import { useId, useState, type FormEvent } from 'react';
import {
  fieldErrorKeys,
  sessionLimits,
  sessionStarts,
  sessionWriteFields,
  sessionWriteSchema,
  wallClock,
  type SessionPlaceKind,
  type SessionWrite,
  addDays,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { DatePicker } from '../../primitives/DatePicker/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { NumberField } from '../../primitives/NumberField/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { TextArea, TextField } from '../../primitives/TextField/index.ts';
import {
  formatDay,
  isTime,
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
import { AvailabilityCheck } from './AvailabilityCheck.tsx';
import { TimeField } from './TimeField.tsx';
import * as styles from './ScheduleSessionDialog.css.ts';

export const scheduleSessionModes = ['schedule', 'reschedule'] as const;
export type ScheduleSessionMode = (typeof scheduleSessionModes)[number];

/** A client the trainer can schedule with. */
export interface SessionClientOption {
  id: string;
  name: string;
}

/** One of the trainer's gyms. */
export interface SessionGymOption {
  id: string;
  name: string;
  address: string | null;
}

export interface ScheduleSessionDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** `reschedule` moves a session: no client to choose and no repeating. */
  mode?: ScheduleSessionMode;
  clients: readonly SessionClientOption[];
  gyms: readonly SessionGymOption[];
  /** The trainer's usual session length in minutes, the length to start with. */
  defaultMinutes: number;
  availability: readonly AvailabilitySlot[];
  /** The trainer's IANA zone: dates and times are typed in it. */
  timeZone: string;
  /** The product's language code, for dates in words. */
  locale: string;
  /** The trainer's date (YYYY-MM-DD): the earliest date to choose. */
  today: string;
  /** Values to start with (a reschedule hands in the session's own). */
  initial?: Partial<SessionWrite>;
  /** The write is running. */
  busy?: boolean;
  /** The server's refusal: a session error code (see `sessionErrorCodes`) or text. */
  error?: string | null;
  /** The server's field errors, by the field names of `SessionWrite`. */
  fieldErrors?: Record<string, string[]> | null;
  /** The checked values, shaped as `SessionWrite` (in `reschedule` mode `clientId` is `initial.clientId`). */
  onSubmit: (values: SessionWrite) => void;
}

/**
 * The trainer schedules a session with a client (once, or weekly until a date), or moves one:
 * date and time in the trainer's zone, length, place and a note. A time outside the trainer's
 * availability is flagged and needs "Schedule it anyway".
 */
export function ScheduleSessionDialog({ isOpen, defaultOpen, onOpenChange, ...props }: ScheduleSessionDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={!props.busy}
      size="medium"
    >
      <ScheduleSessionForm {...props} />
    </Modal>
  );
}

const placeKinds = ['gym', 'online', 'client'] as const satisfies readonly SessionPlaceKind[];

/** Lives inside the modal, so the form starts afresh every time the dialog opens. */
function ScheduleSessionForm({
  mode = 'schedule',
  clients,
  gyms,
  defaultMinutes,
  availability,
  timeZone,
  locale,
  today,
  initial = {},
  busy = false,
  error,
  fieldErrors,
  onSubmit,
}: Omit<ScheduleSessionDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const formId = useId();
  const rescheduling = mode === 'reschedule';
  const place = initial.place;
  const [clientId, setClientId] = useState<string | null>(initial.clientId ?? null);
  const [date, setDate] = useState<string | null>(initial.date ?? null);
  const [time, setTime] = useState<string | null>(initial.time ?? null);
  const [minutes, setMinutes] = useState(initial.minutes ?? defaultMinutes);
  const [placeKind, setPlaceKind] = useState<SessionPlaceKind>(place?.kind ?? (gyms.length > 0 ? 'gym' : 'online'));
  const [gymId, setGymId] = useState<string | null>(place?.kind === 'gym' ? place.gymId : (gyms[0]?.id ?? null));
  const [url, setUrl] = useState(place?.kind === 'online' ? place.url : '');
  const [note, setNote] = useState(initial.note ?? '');
  const [repeat, setRepeat] = useState(!rescheduling && !!initial.repeatUntil);
  const [until, setUntil] = useState<string | null>(initial.repeatUntil ?? null);
  const [override, setOverride] = useState(initial.overrideAvailability ?? false);
  const errors = useSessionFormErrors(fieldErrors);

  const outside = outsideAvailability(date, time, minutes, timeZone, availability) === true;
  const refused = error === sessionErrorCodes.outsideAvailability || !!fieldErrors?.overrideAvailability;
  // An outside-availability refusal shows on the override box, not again above the form.
  const formError = error && !refused ? sessionErrorText(error) : null;
  const untilRange = date
    ? { min: addDays(date, 7), max: addDays(date, 7 * (sessionLimits.maxOccurrences - 1)) }
    : null;
  const series =
    repeat && date && isTime(time) && until && untilRange && until >= untilRange.min && until <= untilRange.max
      ? sessionStarts(date, time, timeZone, until)
      : null;

  function edit<T>(field: string, set: (value: T) => void) {
    return (value: T) => {
      set(value);
      errors.edit(field);
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = {
      clientId: rescheduling ? (initial.clientId ?? '') : (clientId ?? ''),
      date: date ?? '',
      time: time ?? '',
      minutes,
      place:
        placeKind === 'gym'
          ? { kind: 'gym', gymId: gymId ?? '' }
          : placeKind === 'online'
            ? { kind: 'online', url }
            : { kind: 'client' },
      note,
      repeatUntil: repeat ? (until ?? '') : null,
      overrideAvailability: (outside || refused) && override,
    };
    const schema = rescheduling ? sessionWriteFields.omit({ clientId: true }) : sessionWriteSchema;
    const parsed = schema.safeParse(input);
    const found = parsed.success ? {} : translateSessionErrors(fieldErrorKeys(parsed.error));
    if (date && !found.date && !plannable(date, today)) {
      found.date = [m.sessions_form_error_date_range({ days: sessionLimits.maxDaysAhead })];
    }
    if (repeat && !found.repeatUntil && !series) found.repeatUntil = [m.sessions_form_error_until()];
    if (outside && !override) found.overrideAvailability = [m.sessions_form_error_override()];
    errors.check(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    onSubmit({ ...parsed.data, clientId: input.clientId } as SessionWrite);
  }

  const placeError = errors.errorOf('place');
  return (
    <Dialog
      title={rescheduling ? m.sessions_form_reschedule_title() : m.sessions_form_schedule_title()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={busy}>
            {rescheduling ? m.sessions_form_reschedule_submit() : m.sessions_form_schedule_submit()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <FormError>{formError}</FormError>
        {rescheduling ? null : (
          <Select
            label={m.sessions_form_client()}
            name="clientId"
            items={clients.map((client) => ({ id: client.id, label: client.name }))}
            selectedKey={clientId}
            onSelectionChange={(key) => edit('clientId', setClientId)(key === null ? null : String(key))}
            isRequired
            isInvalid={errors.errorOf('clientId') !== undefined}
            errorMessage={errors.errorOf('clientId')}
            isDisabled={busy}
          />
        )}
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
            description={m.sessions_form_zone({ zone: zoneName(timeZone) })}
            isRequired
            isInvalid={errors.errorOf('time') !== undefined}
            errorMessage={errors.errorOf('time')}
            isDisabled={busy}
          />
        </div>
        <NumberField
          label={m.sessions_form_minutes()}
          unit={m.sessions_form_minutes_unit()}
          name="minutes"
          value={minutes}
          onChange={edit('minutes', setMinutes)}
          minValue={sessionLimits.minMinutes}
          maxValue={sessionLimits.maxMinutes}
          step={15}
          description={m.sessions_form_minutes_hint()}
          isRequired
          isInvalid={errors.errorOf('minutes') !== undefined}
          errorMessage={errors.errorOf('minutes')}
          isDisabled={busy}
        />
        <AvailabilityCheck
          outside={outside}
          refused={refused}
          override={override}
          onOverrideChange={edit('overrideAvailability', setOverride)}
          errorMessage={errors.errorOf('overrideAvailability')}
          isDisabled={busy}
        />
        <RadioGroup
          label={m.sessions_form_place()}
          name="place"
          value={placeKind}
          onChange={(next) => edit('place', setPlaceKind)(next as SessionPlaceKind)}
          isDisabled={busy}
        >
          {placeKinds.map((kind) => (
            <Radio
              key={kind}
              value={kind}
              label={placeLabel[kind]()}
              description={kind === 'gym' && gyms.length === 0 ? m.sessions_form_place_no_gyms() : undefined}
              isDisabled={kind === 'gym' && gyms.length === 0}
            />
          ))}
        </RadioGroup>
        {placeKind === 'gym' && gyms.length > 0 ? (
          <div className={styles.follow}>
            <Select
              label={m.sessions_form_gym()}
              name="gymId"
              items={gyms.map((gym) => ({ id: gym.id, label: gym.name }))}
              selectedKey={gymId}
              onSelectionChange={(key) => edit('place', setGymId)(key === null ? null : String(key))}
              description={gyms.find((gym) => gym.id === gymId)?.address ?? undefined}
              isRequired
              isInvalid={placeError !== undefined}
              errorMessage={placeError}
              isDisabled={busy}
            />
          </div>
        ) : null}
        {placeKind === 'online' ? (
          <div className={styles.follow}>
            <TextField
              label={m.sessions_form_url()}
              name="url"
              type="url"
              inputMode="url"
              value={url}
              onChange={edit('place', setUrl)}
              description={m.sessions_form_url_hint()}
              maxLength={sessionLimits.urlChars}
              isRequired
              isInvalid={placeError !== undefined}
              errorMessage={placeError}
              isDisabled={busy}
            />
          </div>
        ) : null}
        <TextArea
          label={m.sessions_form_note()}
          name="note"
          value={note}
          onChange={edit('note', setNote)}
          maxChars={sessionLimits.noteChars}
          rows={3}
          isInvalid={errors.errorOf('note') !== undefined}
          errorMessage={errors.errorOf('note')}
          isDisabled={busy}
        />
        {rescheduling ? null : (
          <>
            <Checkbox
              label={m.sessions_form_repeat()}
              name="repeat"
              isSelected={repeat}
              onChange={edit('repeatUntil', setRepeat)}
              isDisabled={busy}
            />
            {repeat ? (
              <div className={styles.follow}>
                <DatePicker
                  label={m.sessions_form_repeat_until()}
                  name="repeatUntil"
                  value={until}
                  onChange={edit('repeatUntil', setUntil)}
                  minValue={untilRange?.min}
                  maxValue={untilRange?.max}
                  placeholderValue={untilRange?.min ?? today}
                  isRequired
                  isInvalid={errors.errorOf('repeatUntil') !== undefined}
                  errorMessage={errors.errorOf('repeatUntil')}
                  isDisabled={busy}
                />
                <p className={styles.muted} role="status">
                  {series
                    ? m.sessions_form_repeat_summary({
                        count: series.length,
                        date: formatDay(wallClock(series.at(-1)!, timeZone).date, locale),
                      })
                    : null}
                </p>
              </div>
            ) : null}
          </>
        )}
      </Form>
    </Dialog>
  );
}

const placeLabel: Record<SessionPlaceKind, () => string> = {
  gym: () => m.sessions_form_place_gym(),
  online: () => m.sessions_form_place_online(),
  client: () => m.sessions_form_place_client(),
};
