export { AssignPlanDialog } from './AssignPlanDialog.tsx';
export type { AssignPlanDialogProps, AssignPlanError, AssignableClient } from './AssignPlanDialog.tsx';
