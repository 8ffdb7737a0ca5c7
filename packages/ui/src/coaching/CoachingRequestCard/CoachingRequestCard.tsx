import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  coachingLimits,
  initialsOf,
  type CoachingAction,
  type CoachingParty,
  type CoachingRequest,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { experienceLabel } from '../../i18n/labels.ts';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { card as cardSurface } from '../../primitives/Card/Card.css.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { languageName } from '../../profile/MultiLanguageSelector/languageNames.ts';
import { activityLabels, goalLabels } from '../../profile/optionLabels.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import {
  failureMessage,
  formatDate,
  goalsOf,
  partyName,
  statusLabel,
  statusTone,
  type CoachingViewer,
} from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './CoachingRequestCard.css.ts';

export interface CoachingRequestCardProps {
  request: CoachingRequest;
  /** A client sees the trainer, a trainer the client, an admin both; only the first two can act. */
  viewer: CoachingViewer;
  /** Trainer, pending request. The parent updates `request` once it resolves. */
  onAccept?: () => Promise<void>;
  /** Trainer, pending request: the trimmed reason, or null when none was given. */
  onDecline?: (reason: string | null) => Promise<void>;
  /** Client, pending request. */
  onWithdraw?: () => Promise<void>;
  /** Level of the name heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One coaching request as its viewer needs it: who it is with, what was asked, when and how it
 * stands, and the answers that viewer may give. Each action shows its progress on its button and
 * a failure in the card (or in the open dialog), leaving the buttons usable again.
 */
export function CoachingRequestCard({
  request,
  viewer,
  onAccept,
  onDecline,
  onWithdraw,
  headingLevel = 3,
  className,
}: CoachingRequestCardProps) {
  const locale = useStore($locale);
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState<CoachingAction | null>(null);
  const [error, setError] = useState<{ action: CoachingAction; message: string } | null>(null);
  const [dialog, setDialog] = useState<'decline' | 'withdraw' | null>(null);
  const { status, client, trainer } = request;
  const other = viewer === 'trainer' ? client : trainer;
  const otherName = partyName(other, viewer === 'trainer' ? 'client' : 'trainer');
  const pending = status === 'pending';
  const Heading = `h${headingLevel}` as const;

  // An answer removes the buttons; the focus would fall back to the page, so the card keeps it.
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    const active = document.activeElement;
    if (!active || active === document.body) cardRef.current?.focus();
  }, [status]);

  async function run(action: CoachingAction, call: () => Promise<void>): Promise<void> {
    setBusy(action);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError({ action, message: failureMessage(failure, m.coaching_card_action_failed()) });
      throw failure;
    } finally {
      setBusy(null);
    }
  }

  const closeDialog = () => {
    setDialog(null);
    setError(null);
  };

  const cardError = error && error.action === 'accept' ? error.message : null;
  const dialogError = error && error.action !== 'accept' ? error.message : null;

  const actions: ReactNode[] = [];
  if (pending && viewer === 'trainer' && onDecline) {
    actions.push(
      <Button
        key="decline"
        variant="secondary"
        isDisabled={busy !== null && busy !== 'decline'}
        isPending={busy === 'decline'}
        aria-describedby={titleId}
        onPress={() => {
          setError(null);
          setDialog('decline');
        }}
      >
        {m.coaching_card_decline()}
      </Button>,
    );
  }
  if (pending && viewer === 'trainer' && onAccept) {
    actions.push(
      <Button
        key="accept"
        isDisabled={busy !== null && busy !== 'accept'}
        isPending={busy === 'accept'}
        aria-describedby={titleId}
        onPress={() => void run('accept', onAccept).catch(() => undefined)}
      >
        {m.coaching_card_accept()}
      </Button>,
    );
  }
  if (pending && viewer === 'client' && onWithdraw) {
    actions.push(
      <Button
        key="withdraw"
        variant="secondary"
        isPending={busy === 'withdraw'}
        aria-describedby={titleId}
        onPress={() => {
          setError(null);
          setDialog('withdraw');
        }}
      >
        {m.coaching_card_withdraw()}
      </Button>,
    );
  }

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-busy={busy !== null || undefined}
      data-status={status}
      data-viewer={viewer}
      className={cx(cardSurface, styles.card, className)}
    >
      <div className={styles.content}>
        <div className={shared.person}>
          {viewer === 'admin' ? (
            <span className={styles.avatars}>
              <PartyAvatar party={client} side="client" />
              <PartyAvatar party={trainer} side="trainer" />
            </span>
          ) : (
            <PartyAvatar party={other} side={viewer === 'trainer' ? 'client' : 'trainer'} />
          )}
          <div className={shared.personText}>
            <div className={styles.titleRow}>
              <Heading id={titleId} className={shared.name}>
                {viewer === 'admin'
                  ? m.coaching_card_admin_title({
                      client: partyName(client, 'client'),
                      trainer: partyName(trainer, 'trainer'),
                    })
                  : otherName}
              </Heading>
              <Badge tone={statusTone[status]}>{statusLabel[status]()}</Badge>
            </div>
            {viewer !== 'admin' && other.city ? <p className={shared.meta}>{other.city}</p> : null}
          </div>
        </div>

        <dl className={shared.facts}>
          {viewer === 'admin' ? (
            <>
              <Fact label={m.coaching_card_client()}>{partyLine(client, 'client')}</Fact>
              <Fact label={m.coaching_card_trainer()}>{partyLine(trainer, 'trainer')}</Fact>
            </>
          ) : null}
          {viewer === 'trainer' && goalsOf(client).length > 0 ? (
            <Fact label={m.coaching_card_goals()}>{goalsOf(client).join(', ')}</Fact>
          ) : null}
          {viewer === 'trainer' && client.experienceLevel ? (
            <Fact label={m.coaching_card_experience()}>{experienceLabel(client.experienceLevel)}</Fact>
          ) : null}
          {viewer === 'trainer' && client.preferredActivities.length > 0 ? (
            <Fact label={m.coaching_card_activities()}>
              {client.preferredActivities.map((activity) => activityLabels[activity]()).join(', ')}
            </Fact>
          ) : null}
          {viewer === 'trainer' && client.languages.length > 0 ? (
            <Fact label={m.coaching_card_languages()}>
              {client.languages.map((code) => languageName(code, locale)).join(', ')}
            </Fact>
          ) : null}
          {request.goal ? <Fact label={m.coaching_card_request_goal()}>{goalLabels[request.goal]()}</Fact> : null}
          <Fact label={m.coaching_card_sent()}>
            <time dateTime={request.createdAt}>{formatDate(request.createdAt, locale)}</time>
          </Fact>
          {viewer === 'trainer' && client.description ? (
            <Fact label={m.coaching_card_about()} wide>
              {client.description}
            </Fact>
          ) : null}
          {viewer === 'trainer' && client.goalDescription ? (
            <Fact label={m.coaching_card_goal_details()} wide>
              {client.goalDescription}
            </Fact>
          ) : null}
        </dl>

        {request.message ? (
          <div className={shared.fact}>
            <span className={shared.factLabel}>{m.coaching_card_message()}</span>
            <p className={styles.message}>{request.message}</p>
          </div>
        ) : null}

        {status === 'declined' && request.declineReason ? (
          <div className={styles.reason}>
            <span className={shared.factLabel}>{m.coaching_card_decline_reason()}</span>
            <p className={shared.factValue}>{request.declineReason}</p>
          </div>
        ) : null}

        {cardError ? (
          <Banner tone="error">
            <p className={shared.dialogText}>{cardError}</p>
          </Banner>
        ) : null}

        {actions.length > 0 ? <div className={styles.actions}>{actions}</div> : null}
      </div>

      {onDecline ? (
        <Modal
          isOpen={dialog === 'decline'}
          onOpenChange={(open) => (open ? undefined : closeDialog())}
          isDismissable={false}
          isKeyboardDismissDisabled={busy === 'decline'}
          size="medium"
        >
          <DeclineDialog
            name={otherName}
            busy={busy === 'decline'}
            error={dialogError}
            onConfirm={(reason, close) => {
              run('decline', () => onDecline(reason)).then(close, () => undefined);
            }}
          />
        </Modal>
      ) : null}

      {onWithdraw ? (
        <AlertDialog
          isOpen={dialog === 'withdraw'}
          onOpenChange={(open) => (open ? undefined : closeDialog())}
          variant="danger"
          title={m.coaching_card_withdraw_title({ name: otherName })}
          confirmLabel={m.coaching_card_withdraw()}
          onConfirm={() => run('withdraw', onWithdraw)}
        >
          <p className={shared.dialogText}>
            {m.coaching_card_withdraw_body({ name: otherName, days: coachingLimits.cooldownDays })}
          </p>
          {dialogError ? (
            <Banner tone="error">
              <p className={shared.dialogText}>{dialogError}</p>
            </Banner>
          ) : null}
        </AlertDialog>
      ) : null}
    </article>
  );
}

function PartyAvatar({ party, side }: { party: CoachingParty; side: 'client' | 'trainer' }) {
  return (
    <Avatar name={partyName(party, side)} initials={initialsOf(party)} src={party.photoUrl} size="md" decorative />
  );
}

function partyLine(party: CoachingParty, side: 'client' | 'trainer'): string {
  return [partyName(party, side), party.city].filter(Boolean).join(' · ');
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cx(shared.fact, wide && shared.factWide)}>
      <dt className={shared.factLabel}>{label}</dt>
      <dd className={shared.factValue}>{children}</dd>
    </div>
  );
}

interface DeclineDialogProps {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string | null, close: () => void) => void;
}

/** Lives inside the modal, so the reason starts empty each time the dialog opens. */
function DeclineDialog({ name, busy, error, onConfirm }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const tooLong = [...reason].length > coachingLimits.declineReasonChars;
  return (
    <Dialog
      title={m.coaching_card_decline_title({ name })}
      showCloseButton={false}
      footer={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            {m.common_cancel()}
          </Button>
          <Button
            variant="danger"
            isDisabled={tooLong}
            isPending={busy}
            onPress={() => onConfirm(reason.trim() || null, close)}
          >
            {m.coaching_card_decline_confirm()}
          </Button>
        </>
      )}
    >
      <div className={shared.dialogBody}>
        <p className={shared.dialogText}>{m.coaching_card_decline_body({ name, days: coachingLimits.cooldownDays })}</p>
        <TextArea
          label={m.coaching_card_decline_reason_label()}
          placeholder={m.coaching_card_decline_reason_hint()}
          maxChars={coachingLimits.declineReasonChars}
          value={reason}
          onChange={setReason}
          isDisabled={busy}
          rows={4}
          autoFocus
        />
        {error ? (
          <Banner tone="error">
            <p className={shared.dialogText}>{error}</p>
          </Banner>
        ) : null}
      </div>
    </Dialog>
  );
}
