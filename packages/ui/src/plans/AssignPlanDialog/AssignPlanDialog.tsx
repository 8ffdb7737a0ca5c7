import { useId, useState, type FormEvent } from 'react';
import { fieldErrorKeys, planAssignSchema, planLimits, type PlanAssign } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox/index.ts';
import { DatePicker } from '../../primitives/DatePicker/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { localToday, nextMonday } from '../PlanView/planDates.ts';
import { planErrorText } from './planErrors.ts';
import * as styles from './AssignPlanDialog.css.ts';

/** A client the trainer coaches now, who can be given the plan. */
export interface AssignableClient {
  id: string;
  name: string;
}

/** What a refused assignment rejects with: the server's message and its field errors. */
export interface AssignPlanError {
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

export interface AssignPlanDialogProps {
  /** Open state (controlled); the dialog resets each time it opens. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The template's name, in the title. */
  planName: string;
  /** The trainer's current clients. */
  clients: readonly AssignableClient[];
  /** Where "Invite clients" leads when there are none; no link without it (the page may not exist yet). */
  inviteHref?: string;
  /** The trainer's date (YYYY-MM-DD); the start defaults to the Monday after it. The browser's date when omitted. */
  today?: string;
  /**
   * Assigns the plan (a copy for each client). Resolve to show the result; reject with
   * `AssignPlanError` to show the refusal.
   */
  onAssign: (input: PlanAssign) => void | Promise<void>;
  /** An error to show from outside (the page's own call). */
  error?: string | null;
  /** Field errors to show from outside, by `clientIds` and `startDate`. */
  fieldErrors?: Record<string, string[]> | null;
  /** The assignment is running (when the parent tracks it rather than a returned promise). */
  isPending?: boolean;
}

/**
 * Assigns a template to clients: a checkbox for each current client (a link to invite some when
 * there are none) and a start date, next Monday by default; then the result, or what went wrong.
 */
export function AssignPlanDialog({ isOpen, defaultOpen, onOpenChange, ...props }: AssignPlanDialogProps) {
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} isDismissable size="medium">
      <AssignPlanForm {...props} />
    </Modal>
  );
}

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; count: number } | { kind: 'failed'; message: string };

/** Lives inside the modal, so the choice starts afresh every time the dialog opens. */
function AssignPlanForm({
  planName,
  clients,
  inviteHref,
  today,
  onAssign,
  error,
  fieldErrors,
  isPending = false,
}: Omit<AssignPlanDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>) {
  const formId = useId();
  const [clientIds, setClientIds] = useState<string[]>([]);
  const [startDate, setStartDate] = useState<string | null>(() => nextMonday(today ?? localToday()));
  const [localErrors, setLocalErrors] = useState<Record<string, string[]> | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = isPending || status.kind === 'saving';
  const errors = localErrors ?? translateErrors(fieldErrors ?? {});
  const formError =
    status.kind === 'failed' ? status.message : localErrors ? null : error ? planErrorText(error) : null;
  const fieldError = (field: string) => errors[field]?.join(' ');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = planAssignSchema.safeParse({ clientIds, startDate: startDate ?? '' });
    if (!parsed.success) {
      setLocalErrors(translateErrors(fieldErrorKeys(parsed.error)));
      setStatus({ kind: 'idle' });
      return;
    }
    setLocalErrors({});
    setStatus({ kind: 'saving' });
    try {
      const running = onAssign(parsed.data);
      if (!running) {
        // The parent runs the call itself and answers through `isPending`, `error` and `fieldErrors`.
        setLocalErrors(null);
        setStatus({ kind: 'idle' });
        return;
      }
      await running;
      setStatus({ kind: 'done', count: parsed.data.clientIds.length });
    } catch (failure) {
      const refusal = (failure ?? {}) as AssignPlanError;
      setLocalErrors(translateErrors(refusal.fieldErrors ?? {}));
      setStatus({ kind: 'failed', message: refusal.error ? planErrorText(refusal.error) : m.plans_assign_failed() });
    }
  }

  const title = m.plans_assign_title({ name: planName });
  if (status.kind === 'done') {
    return (
      <Dialog
        title={title}
        showCloseButton={false}
        footer={({ close }) => (
          <Button onPress={close} autoFocus>
            {m.common_close()}
          </Button>
        )}
      >
        <Banner tone="success">
          <p className={styles.text}>{m.plans_assign_done({ count: status.count })}</p>
        </Banner>
      </Dialog>
    );
  }

  if (clients.length === 0) {
    return (
      <Dialog
        title={title}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {m.common_close()}
          </Button>
        )}
      >
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{m.plans_assign_no_clients_title()}</p>
          <p className={styles.text}>{m.plans_assign_no_clients_body()}</p>
          {inviteHref ? (
            <Link href={inviteHref} buttonLike size="small">
              {m.plans_assign_invite()}
            </Link>
          ) : null}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={title}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            {m.plans_assign_confirm()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
        <p className={styles.text}>{m.plans_assign_intro()}</p>
        <FormError>{formError}</FormError>
        <CheckboxGroup
          label={m.plans_assign_clients()}
          name="clientIds"
          value={clientIds}
          onChange={(next) => {
            setClientIds(next);
            setLocalErrors((current) => (current ? withoutField(current, 'clientIds') : current));
          }}
          isInvalid={fieldError('clientIds') !== undefined}
          errorMessage={fieldError('clientIds')}
          isDisabled={saving}
        >
          {clients.map((client) => (
            <Checkbox key={client.id} value={client.id} label={client.name} />
          ))}
        </CheckboxGroup>
        <DatePicker
          label={m.plans_assign_start()}
          description={m.plans_assign_start_hint()}
          name="startDate"
          value={startDate}
          onChange={(next) => {
            setStartDate(next);
            setLocalErrors((current) => (current ? withoutField(current, 'startDate') : current));
          }}
          isRequired
          isInvalid={fieldError('startDate') !== undefined}
          errorMessage={fieldError('startDate')}
          isDisabled={saving}
        />
      </Form>
    </Dialog>
  );
}

/** Field errors (keys or server text) in the reader's language, an item's error under its list. */
function translateErrors(
  errors: Readonly<Record<string, ReadonlyArray<string | { key: string; params: Record<string, string | number> }>>>,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [path, refs] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    for (const ref of refs) (result[field] ??= []).push(planErrorText(ref, { max: planLimits.assignClients }));
  }
  return result;
}

function withoutField(errors: Record<string, string[]>, field: string): Record<string, string[]> {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
