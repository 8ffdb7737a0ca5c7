export { ProposeTimeDialog } from './ProposeTimeDialog.tsx';
export type { ProposeTimeDialogProps, ProposeTimeValues } from './ProposeTimeDialog.tsx';
