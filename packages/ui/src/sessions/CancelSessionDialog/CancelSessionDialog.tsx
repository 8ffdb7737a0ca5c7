import { useId, useState, type FormEvent } from 'react';
import { fieldErrorKeys, isLateCancel, sessionCancelSchema, sessionLimits, type SessionDetail } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import {
  formatInstantDay,
  formatInstantTime,
  sessionErrorText,
  translateSessionErrors,
  useSessionFormErrors,
} from '../forms.ts';
import * as styles from './CancelSessionDialog.css.ts';

/** What a cancellation sends besides the session's version. */
export interface CancelSessionValues {
  reason: string;
  /** Cancel the later sessions of the series too. */
  series: boolean;
}

export interface CancelSessionDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  session: SessionDetail;
  /** Who cancels: the dialog names the other side. */
  viewer: 'trainer' | 'client';
  /** The reader's IANA zone for the session's time; the trainer's zone when omitted. */
  readerZone?: string;
  /** The trainer's cancellation notice in hours: cancelling later than this before the start is late. */
  policyHours: number;
  /** The current instant (ISO), from the page, so the late mark is stable. */
  now: string;
  /** The product's language code, for dates in words. */
  locale: string;
  busy?: boolean;
  /** The server's refusal, as a key or text. */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmit: (values: CancelSessionValues) => void;
}

/**
 * Either side cancels a session with a reason, warned when it is inside the notice (a late
 * cancellation both sides see); a session of a series can take the later ones with it.
 */
export function CancelSessionDialog({ isOpen, defaultOpen, onOpenChange, ...props }: CancelSessionDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={props.busy}
    >
      <CancelSessionForm {...props} />
    </Modal>
  );
}

const cancelSchema = sessionCancelSchema.omit({ version: true });

/** Lives inside the modal, so the reason starts empty every time the dialog opens. */
function CancelSessionForm({
  session,
  viewer,
  readerZone,
  policyHours,
  now,
  locale,
  busy = false,
  error,
  fieldErrors,
  onSubmit,
}: Omit<CancelSessionDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [series, setSeries] = useState(false);
  const errors = useSessionFormErrors(fieldErrors);
  const zone = readerZone ?? session.timeZone;
  const other = viewer === 'trainer' ? session.client.name : session.trainer.name;
  const late = isLateCancel(session.startsAt, new Date(now), policyHours);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = cancelSchema.safeParse({ reason, series: session.seriesId !== null && series });
    errors.check(parsed.success ? {} : translateSessionErrors(fieldErrorKeys(parsed.error)));
    if (parsed.success) onSubmit(parsed.data);
  }

  return (
    <Dialog
      role="alertdialog"
      title={m.sessions_form_cancel_title()}
      showCloseButton={false}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {m.sessions_form_cancel_keep()}
          </Button>
          <Button type="submit" form={formId} variant="danger" isPending={busy}>
            {m.sessions_form_cancel_submit()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <p className={styles.summary}>
          {m.sessions_form_cancel_summary({
            date: formatInstantDay(session.startsAt, zone, locale),
            time: formatInstantTime(session.startsAt, zone, locale),
            name: other,
          })}
        </p>
        {late ? (
          <Banner tone="warning">
            <p className={styles.text}>{m.sessions_form_cancel_late({ hours: policyHours })}</p>
          </Banner>
        ) : null}
        <FormError>{error ? sessionErrorText(error) : null}</FormError>
        <TextArea
          label={m.sessions_form_cancel_reason()}
          name="reason"
          value={reason}
          onChange={(next) => {
            setReason(next);
            errors.edit('reason');
          }}
          description={m.sessions_form_cancel_reason_hint({ name: other })}
          maxChars={sessionLimits.reasonChars}
          rows={3}
          isRequired
          isInvalid={errors.errorOf('reason') !== undefined}
          errorMessage={errors.errorOf('reason')}
          isDisabled={busy}
          autoFocus
        />
        {session.seriesId ? (
          <Checkbox
            label={m.sessions_form_cancel_series()}
            name="series"
            isSelected={series}
            onChange={setSeries}
            isDisabled={busy}
          />
        ) : null}
      </Form>
    </Dialog>
  );
}
