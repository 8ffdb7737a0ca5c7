export { CancelSessionDialog } from './CancelSessionDialog.tsx';
export type { CancelSessionDialogProps, CancelSessionValues } from './CancelSessionDialog.tsx';
