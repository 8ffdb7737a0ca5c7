import { m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { leaveToPendingNavigation, stayOnPage } from '../unsavedChanges.ts';

/** The open "Leave without saving?" dialog: leave for the link that was followed, or stay. */
export default function LeaveConfirmation() {
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) stayOnPage();
      }}
      title={m.profile_unsaved_title()}
      variant="danger"
      confirmLabel={m.profile_unsaved_leave()}
      cancelLabel={m.profile_unsaved_stay()}
      onConfirm={() => leaveToPendingNavigation()}
      onCancel={stayOnPage}
    >
      {m.profile_unsaved_body()}
    </AlertDialog>
  );
}
