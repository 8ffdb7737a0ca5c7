import { useState, type ReactNode } from 'react';
import { m } from '@spotter/i18n';
import { Button } from '../Button/Button.tsx';
import { Dialog, Modal, type ModalProps } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AlertDialog.css.ts';

export const alertDialogVariants = ['primary', 'danger'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

interface AlertDialogBaseProps extends Pick<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'className'
> {
  /** The question, e.g. "Delete this programme?". It names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms. */
  children?: ReactNode;
  /** `danger` for destructive actions (red confirm button). */
  variant?: AlertDialogVariant;
  /** Confirm button text; defaults to "Confirm". Prefer a verb such as "Delete programme". */
  confirmLabel?: string;
  /** Cancel button text; defaults to "Cancel". */
  cancelLabel?: string;
  /**
   * Called when the user confirms. If it returns a promise, the confirm button shows a spinner
   * until it settles; the dialog closes when it resolves and stays open when it rejects (show the
   * error yourself). Otherwise the dialog closes at once (see `closeOnConfirm`).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the user presses Cancel. (Escape closes too; use `onOpenChange` to see every close.) */
  onCancel?: () => void;
  /** Shows a spinner on the confirm button and blocks Cancel and Escape, e.g. while a request runs. */
  isPending?: boolean;
  /** Close after a synchronous `onConfirm`. Turn off when the parent closes the dialog itself. */
  closeOnConfirm?: boolean;
}

interface WithRequiredText {
  /** The confirm button stays disabled until the user types exactly this text, e.g. "DELETE". */
  requireText: string;
  /** Label of the text field, e.g. "Type DELETE to confirm". */
  requireTextLabel: string;
}

interface WithoutRequiredText {
  requireText?: undefined;
  requireTextLabel?: undefined;
}

export type AlertDialogProps = AlertDialogBaseProps & (WithRequiredText | WithoutRequiredText);

/**
 * A confirmation dialog (role alertdialog) with Cancel and Confirm buttons. Use it inside a
 * `DialogTrigger` next to the button that opens it, or control it with `isOpen`/`onOpenChange`.
 */
export function AlertDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'small',
  className,
  isPending = false,
  ...props
}: AlertDialogProps) {
  const [running, setRunning] = useState(false);
  const pending = isPending || running;
  return (
    <Modal
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size={size}
      className={className}
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
    >
      <AlertDialogContent {...props} pending={pending} setRunning={setRunning} />
    </Modal>
  );
}

type ContentProps = Omit<
  AlertDialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'className' | 'isPending'
> & {
  pending: boolean;
  setRunning: (running: boolean) => void;
};

/** Lives inside the modal, so the typed text resets every time the dialog opens. */
function AlertDialogContent({
  title,
  children,
  variant = 'primary',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  requireText,
  requireTextLabel,
  pending,
  setRunning,
}: ContentProps) {
  const [typed, setTyped] = useState('');
  const canConfirm = requireText === undefined || typed === requireText;

  const confirm = (close: () => void) => {
    if (!canConfirm || pending) return;
    const result = onConfirm?.();
    if (result && typeof result.then === 'function') {
      setRunning(true);
      result.then(
        () => {
          setRunning(false);
          close();
        },
        () => setRunning(false),
      );
    } else if (closeOnConfirm) {
      close();
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      showCloseButton={false}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            autoFocus={requireText === undefined}
            isDisabled={pending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel ?? m.common_cancel()}
          </Button>
          <Button variant={variant} isDisabled={!canConfirm} isPending={pending} onPress={() => confirm(close)}>
            {confirmLabel ?? m.common_confirm()}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <div className={styles.body}>
          {children ? <div className={styles.message}>{children}</div> : null}
          {requireText !== undefined ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                confirm(close);
              }}
            >
              <TextField
                label={requireTextLabel ?? ''}
                name="confirmation"
                value={typed}
                onChange={setTyped}
                autoFocus
                autoComplete="off"
              />
            </form>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
