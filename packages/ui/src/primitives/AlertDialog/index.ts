export { AlertDialog, alertDialogVariants } from './AlertDialog.tsx';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog.tsx';
