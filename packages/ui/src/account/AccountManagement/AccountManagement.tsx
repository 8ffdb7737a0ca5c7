import { useState } from 'react';
import { accountLimits, type SelfServiceRole } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { showToast, type ToastQueue } from '../../primitives/Toast/index.ts';
import { failureText, useDelayedSignOut } from '../shared.ts';
import * as shared from '../shared.css.ts';

export type AccountChange = 'deactivated' | 'deleted';

export interface AccountManagementProps {
  /** SPEC §2/§6: the card of the trainer or of the client. */
  role: SelfServiceRole;
  /** POST /api/users/{role}/deactivate. */
  onDeactivate: () => Promise<void>;
  /** DELETE /api/users/{role}/delete. */
  onDelete: () => Promise<void>;
  /** Signs out and goes to the login page; called 2 s after the change (SPEC §4). */
  onSignOut: (change: AccountChange) => void | Promise<void>;
  /** Where failures are toasted; the app-wide queue unless given. */
  toastQueue?: ToastQueue;
  headingLevel?: HeadingLevel;
}

const copy = {
  trainer: {
    description: m.settings_manage_trainer_description,
    deactivate: m.settings_deactivate_trainer_body,
    delete: m.settings_delete_trainer_body,
  },
  client: {
    description: m.settings_manage_client_description,
    deactivate: m.settings_deactivate_client_body,
    delete: m.settings_delete_client_body,
  },
} as const;

/**
 * SPEC §2 Account Management: a Deactivate card and a Delete card for the person's role, each
 * behind a confirmation dialog that says what happens; Delete needs DELETE typed exactly (SPEC §5).
 * Success shows its message and signs out after 2 s; a failure is an error toast (SPEC §8).
 */
export function AccountManagement({
  role,
  onDeactivate,
  onDelete,
  onSignOut,
  toastQueue,
  headingLevel = 2,
}: AccountManagementProps) {
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const [done, setDone] = useState<AccountChange | null>(null);
  const scheduleSignOut = useDelayedSignOut(() => onSignOut(done ?? 'deactivated'));
  const text = copy[role];
  const Sub = `h${Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}` as const;

  async function run(kind: AccountChange, call: () => Promise<void>, fallback: string): Promise<void> {
    try {
      await call();
    } catch (failure) {
      showToast({ tone: 'error', title: failureText(failure, fallback), ...(toastQueue && { queue: toastQueue }) });
      setDialog(null);
      throw failure;
    }
    setDone(kind);
    scheduleSignOut();
  }

  return (
    <Card title={m.settings_manage_title()} headingLevel={headingLevel} description={text.description()}>
      {done ? (
        <Banner tone="success" title={done === 'deactivated' ? m.account_deactivated() : m.account_deleted()}>
          {m.settings_signing_out()}
        </Banner>
      ) : (
        <div className={shared.form}>
          <section className={shared.dangerZone} aria-labelledby={`${role}-deactivate-title`}>
            <Sub id={`${role}-deactivate-title`} className={shared.subheading}>
              {m.settings_deactivate_title()}
            </Sub>
            <p className={shared.muted}>{text.deactivate()}</p>
            <div className={shared.actions}>
              <Button variant="secondary" onPress={() => setDialog('deactivate')}>
                {m.settings_deactivate_button()}
              </Button>
            </div>
          </section>
          <section className={shared.dangerZone} aria-labelledby={`${role}-delete-title`}>
            <Sub id={`${role}-delete-title`} className={shared.subheading}>
              {m.settings_delete_title()}
            </Sub>
            <p className={shared.muted}>{text.delete()}</p>
            <div className={shared.actions}>
              <Button variant="danger" onPress={() => setDialog('delete')}>
                {m.settings_delete_button()}
              </Button>
            </div>
          </section>
        </div>
      )}
      <AlertDialog
        isOpen={dialog === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={m.settings_deactivate_confirm_title()}
        confirmLabel={m.settings_deactivate_title()}
        onConfirm={() => run('deactivated', onDeactivate, m.account_deactivate_failed())}
      >
        <p className={shared.text}>{text.deactivate()}</p>
      </AlertDialog>
      <AlertDialog
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        variant="danger"
        title={m.settings_delete_confirm_title()}
        confirmLabel={m.settings_delete_title()}
        requireText={accountLimits.deleteConfirmation}
        requireTextLabel={m.settings_delete_type_label({ word: accountLimits.deleteConfirmation })}
        onConfirm={() => run('deleted', onDelete, m.account_delete_failed())}
      >
        <p className={shared.text}>{text.delete()}</p>
        <p className={shared.text}>
          <strong>{m.settings_delete_cannot_undo()}</strong>
        </p>
      </AlertDialog>
    </Card>
  );
}
