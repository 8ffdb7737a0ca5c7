import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verificationDecisionSchema, verificationReasonChars } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { translateFieldErrors } from '../../i18n/validation.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './VerificationDecision.css.ts';

/** What is decided: a trainer's identity (a rejection gives a reason) or one certification. */
export const decisionKinds = ['identity', 'certification'] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/** The decision as sent: an identity rejection carries the trimmed reason. */
export type DecisionChoice = { decision: 'approve' } | { decision: 'reject'; reason?: string };

export interface VerificationDecisionProps {
  kind?: DecisionKind;
  /** Who or what is decided on (the trainer's or the certification's name), naming the control. */
  subject: string;
  /**
   * Sends the decision. A rejection shows its Error's message (a `fieldErrors.reason` under the
   * reason) and leaves the control usable again.
   */
  onDecide: (choice: DecisionChoice) => Promise<void>;
  /** Where the outcome offers to go next (the queue). */
  backHref?: string;
  className?: string;
}

const outcomes: Record<DecisionKind, Record<'approve' | 'reject', () => string>> = {
  identity: {
    approve: m.admin_verification_outcome_identity_approved,
    reject: m.admin_verification_outcome_identity_rejected,
  },
  certification: {
    approve: m.admin_verification_outcome_certification_approved,
    reject: m.admin_verification_outcome_certification_rejected,
  },
};

/** The message of a failed call, and the server's message for the reason field if it gave one. */
function failureOf(failure: unknown): { message: string; reason: string | null } {
  const fieldErrors = (failure as { fieldErrors?: Record<string, string[] | undefined> } | null)?.fieldErrors;
  const message =
    failure instanceof Error && failure.message ? failure.message : m.admin_verification_decision_failed();
  return { message, reason: fieldErrors?.reason?.[0] ?? null };
}

/**
 * An admin's approve / reject control for a verification case or a certification. Rejecting an
 * identity asks for a reason first (required, checked with the endpoint's own schema); the
 * decision shows its progress on its button, a failure above the buttons, and the outcome in
 * their place once it is saved.
 */
export function VerificationDecision({
  kind = 'identity',
  subject,
  onDecide,
  backHref,
  className,
}: VerificationDecisionProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [decided, setDecided] = useState<'approve' | 'reject' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The buttons that held the focus are gone once the decision is saved; the outcome takes it.
  useEffect(() => {
    if (decided) outcomeRef.current?.focus();
  }, [decided]);

  async function send(choice: DecisionChoice) {
    setBusy(choice.decision);
    setFailure(null);
    try {
      await onDecide(choice);
      setDecided(choice.decision);
    } catch (error) {
      const refused = failureOf(error);
      if (refused.reason) setReasonError(refused.reason);
      else setFailure(refused.message);
    } finally {
      setBusy(null);
    }
  }

  function confirmRejection(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = verificationDecisionSchema.safeParse({ decision: 'reject', reason });
    if (!parsed.success) {
      setReasonError(translateFieldErrors(parsed.error).reason?.[0] ?? m.admin_verification_decision_failed());
      return;
    }
    setReasonError(null);
    void send(parsed.data);
  }

  function pressReject() {
    setFailure(null);
    if (kind === 'identity') setRejecting(true);
    else void send({ decision: 'reject' });
  }

  return (
    <div
      role="group"
      aria-label={m.admin_verification_decision_label({ subject })}
      aria-busy={busy !== null || undefined}
      data-kind={kind}
      className={cx(styles.root, className)}
    >
      {decided ? (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} data-decided={decided}>
          <Banner tone="success" title={outcomes[kind][decided]()} />
          {backHref ? (
            <Link href={backHref} variant="standalone">
              {m.admin_verification_back_to_queue()}
            </Link>
          ) : null}
        </div>
      ) : rejecting ? (
        <form className={styles.form} onSubmit={confirmRejection} noValidate>
          <TextArea
            label={m.admin_verification_reason_label()}
            description={m.admin_verification_reason_hint()}
            maxChars={verificationReasonChars}
            value={reason}
            onChange={(next) => {
              setReason(next);
              if (reasonError) setReasonError(null);
            }}
            isRequired
            // The schema decides on submit, in the product's language rather than the browser's.
            validationBehavior="aria"
            isInvalid={reasonError !== null}
            errorMessage={reasonError ?? undefined}
            isReadOnly={busy !== null}
            rows={4}
            autoFocus
          />
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <div className={styles.actions}>
            <Button type="submit" variant="danger" isPending={busy === 'reject'}>
              {m.admin_verification_reject_confirm()}
            </Button>
            <Button
              variant="secondary"
              isDisabled={busy !== null}
              onPress={() => {
                setRejecting(false);
                setReasonError(null);
                setFailure(null);
              }}
            >
              {m.common_cancel()}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <div className={styles.actions}>
            <Button
              isDisabled={busy === 'reject'}
              isPending={busy === 'approve'}
              onPress={() => void send({ decision: 'approve' })}
            >
              {m.admin_verification_approve()}
            </Button>
            <Button
              variant="secondary"
              isDisabled={busy === 'approve'}
              isPending={busy === 'reject'}
              onPress={pressReject}
            >
              {m.admin_verification_reject()}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
