import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { planLimits, type PlanAssign, type PlanSummary } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { DialogTrigger, Modal } from '../../primitives/Dialog/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { AssignPlanDialog, type AssignableClient } from '../AssignPlanDialog/index.ts';
import { planErrorText } from '../AssignPlanDialog/planErrors.ts';
import { formatPlanDate } from '../PlanView/planDates.ts';
import { NewPlanForm, type NewPlanInput } from './NewPlanForm.tsx';
import * as styles from './PlanList.css.ts';

type RowAction = 'duplicate' | 'assign' | 'delete';

export interface PlanListProps {
  /** The trainer's templates and client plans. */
  plans: readonly PlanSummary[];
  /** The trainer's current clients, for assigning a template. */
  clients: readonly AssignableClient[];
  /** A plan's page (the builder). */
  hrefOf: (planId: string) => string;
  /** Creates a plan of this shape; resolve to close the dialog (the page then opens the builder), reject with `{ error, fieldErrors }`. */
  onCreate: (input: NewPlanInput) => void | Promise<void>;
  onDuplicate: (planId: string) => void | Promise<void>;
  /** Assigns a template; resolve to show the result, reject with `{ error, fieldErrors }`. */
  onAssign: (planId: string, input: PlanAssign) => void | Promise<void>;
  /** Deletes a plan once confirmed; the dialog closes when it resolves and shows the failure when it rejects. */
  onDelete: (planId: string) => void | Promise<void>;
  /** Where "Invite clients" leads from the assign dialog when the trainer has no clients. */
  inviteClientsHref?: string;
  /** The trainer's date (YYYY-MM-DD), from which a new assignment starts the next Monday. */
  today?: string;
  /** An error of the page's last action (a message key or translated text). */
  error?: string | null;
  /** The plan an action runs for: its buttons wait. */
  busyId?: string | null;
  /** Level of the two section headings; plan names are one below. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The trainer's plans: their templates (duplicate, assign to clients, delete) and the copies their
 * clients got (with the client, the start and whether the coaching ended), and a "New plan" dialog.
 */
export function PlanList({
  plans,
  clients,
  hrefOf,
  onCreate,
  onDuplicate,
  onAssign,
  onDelete,
  inviteClientsHref,
  today,
  error,
  busyId = null,
  headingLevel = 2,
  className,
}: PlanListProps) {
  const locale = useStore($locale);
  const templatesId = useId();
  const clientPlansId = useId();
  const limitId = useId();
  const [lastAction, setLastAction] = useState<{ planId: string; action: RowAction } | null>(null);
  // The plan a dialog is about stays set while the dialog closes, so its title does not go blank.
  const [assigning, setAssigning] = useState<PlanSummary | null>(null);
  const [assignOpen, setAssignOpen] = useState(false);
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const templates = plans.filter((plan) => plan.client === null);
  const clientPlans = plans.filter((plan) => plan.client !== null);
  const atLimit = plans.length >= planLimits.plansPerTrainer;
  const Heading = `h${headingLevel}` as const;

  async function remove(plan: PlanSummary) {
    setDeleteError(null);
    try {
      await onDelete(plan.id);
    } catch (failure) {
      const refusal = (failure ?? {}) as { error?: string };
      setDeleteError(refusal.error ? planErrorText(refusal.error) : m.plans_list_delete_failed());
      throw failure;
    }
  }

  const rowProps = {
    locale,
    hrefOf,
    busyId,
    atLimit,
    limitId,
    headingLevel: (headingLevel + 1) as 3 | 4,
    busyAction: (planId: string) => (lastAction?.planId === planId ? lastAction.action : null),
    onDuplicate: (plan: PlanSummary) => {
      setLastAction({ planId: plan.id, action: 'duplicate' });
      void onDuplicate(plan.id);
    },
    onAssign: (plan: PlanSummary) => {
      setLastAction({ planId: plan.id, action: 'assign' });
      setAssigning(plan);
      setAssignOpen(true);
    },
    onDelete: (plan: PlanSummary) => {
      setLastAction({ planId: plan.id, action: 'delete' });
      setDeleteError(null);
      setDeleting(plan);
      setDeleteOpen(true);
    },
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.toolbar}>
        <DialogTrigger>
          <Button isDisabled={atLimit} aria-describedby={atLimit ? limitId : undefined}>
            {m.plans_list_new()}
          </Button>
          <Modal isDismissable size="small">
            <NewPlanForm onCreate={onCreate} />
          </Modal>
        </DialogTrigger>
        {atLimit ? (
          <p id={limitId} className={styles.hint}>
            {m.plans_error_limit()}
          </p>
        ) : null}
      </div>

      {error ? (
        <Banner tone="error">
          <p className={styles.text}>{planErrorText(error)}</p>
        </Banner>
      ) : null}

      <section aria-labelledby={templatesId} className={styles.section}>
        <Heading id={templatesId} className={styles.sectionTitle}>
          {m.plans_list_templates()}
        </Heading>
        {templates.length === 0 ? (
          <Empty title={m.plans_list_templates_empty_title()} body={m.plans_list_templates_empty_body()} />
        ) : (
          <ul className={styles.list}>
            {templates.map((plan) => (
              <PlanRow key={plan.id} plan={plan} {...rowProps} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={clientPlansId} className={styles.section}>
        <Heading id={clientPlansId} className={styles.sectionTitle}>
          {m.plans_list_client_plans()}
        </Heading>
        {clientPlans.length === 0 ? (
          <Empty title={m.plans_list_clients_empty_title()} body={m.plans_list_clients_empty_body()} />
        ) : (
          <ul className={styles.list}>
            {clientPlans.map((plan) => (
              <PlanRow key={plan.id} plan={plan} {...rowProps} />
            ))}
          </ul>
        )}
      </section>

      <AssignPlanDialog
        isOpen={assignOpen}
        onOpenChange={setAssignOpen}
        planName={assigning?.name ?? ''}
        clients={clients}
        inviteHref={inviteClientsHref}
        today={today}
        onAssign={(input) => (assigning ? onAssign(assigning.id, input) : undefined)}
      />

      <AlertDialog
        isOpen={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          if (!open) setDeleteError(null);
        }}
        variant="danger"
        title={m.plans_list_delete_title({ name: deleting?.name ?? '' })}
        confirmLabel={m.plans_list_delete_confirm()}
        onConfirm={deleting ? () => remove(deleting) : undefined}
      >
        <p className={styles.text}>
          {deleting?.client
            ? m.plans_list_delete_client({ name: deleting.client.name })
            : m.plans_list_delete_template()}
        </p>
        {deleteError ? (
          <Banner tone="error">
            <p className={styles.text}>{deleteError}</p>
          </Banner>
        ) : null}
      </AlertDialog>
    </div>
  );
}

function Empty({ title, body }: { title: string; body: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyBody}>{body}</p>
    </div>
  );
}

interface PlanRowProps {
  plan: PlanSummary;
  locale: string;
  hrefOf: (planId: string) => string;
  busyId: string | null;
  busyAction: (planId: string) => RowAction | null;
  atLimit: boolean;
  limitId: string;
  headingLevel: 3 | 4;
  onDuplicate: (plan: PlanSummary) => void;
  onAssign: (plan: PlanSummary) => void;
  onDelete: (plan: PlanSummary) => void;
}

function PlanRow({
  plan,
  locale,
  hrefOf,
  busyId,
  busyAction,
  atLimit,
  limitId,
  headingLevel,
  onDuplicate,
  onAssign,
  onDelete,
}: PlanRowProps) {
  const nameId = useId();
  const busy = busyId === plan.id;
  const running = busy ? busyAction(plan.id) : null;
  const Heading = `h${headingLevel}` as const;
  const shape = [
    m.plans_list_weeks_count({ count: plan.weeks }),
    m.plans_list_days_count({ count: plan.daysPerWeek }),
  ].join(' · ');
  return (
    <li className={styles.row} aria-busy={busy || undefined}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <Heading id={nameId} className={styles.name}>
            <Link href={hrefOf(plan.id)} variant="standalone">
              {plan.name}
            </Link>
          </Heading>
          {plan.ended ? <Badge>{m.plans_list_ended()}</Badge> : null}
        </div>
        {plan.client ? (
          <p className={styles.meta}>
            <span>{m.plans_list_client({ name: plan.client.name })}</span>
            {plan.startDate ? (
              <span>{m.plans_view_start({ date: formatPlanDate(plan.startDate, locale) })}</span>
            ) : null}
          </p>
        ) : null}
        <p className={styles.meta}>
          <span>{shape}</span>
          {plan.client ? null : (
            <span>{m.plans_list_updated({ date: formatPlanDate(plan.updatedAt.slice(0, 10), locale) })}</span>
          )}
        </p>
        {plan.goal ? <p className={styles.goal}>{plan.goal}</p> : null}
      </div>
      <div className={styles.actions}>
        {busy && running === null ? <Spinner size="small" /> : null}
        <Button
          variant="secondary"
          size="small"
          aria-describedby={atLimit ? `${nameId} ${limitId}` : nameId}
          isDisabled={atLimit || (busy && running !== 'duplicate')}
          isPending={running === 'duplicate'}
          onPress={() => onDuplicate(plan)}
        >
          {m.plans_list_duplicate()}
        </Button>
        {plan.client === null ? (
          <Button
            variant="secondary"
            size="small"
            aria-describedby={nameId}
            isDisabled={busy && running !== 'assign'}
            isPending={running === 'assign'}
            onPress={() => onAssign(plan)}
          >
            {m.plans_list_assign()}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="small"
          aria-describedby={nameId}
          isDisabled={busy && running !== 'delete'}
          isPending={running === 'delete'}
          onPress={() => onDelete(plan)}
        >
          {m.plans_list_delete()}
        </Button>
      </div>
    </li>
  );
}
