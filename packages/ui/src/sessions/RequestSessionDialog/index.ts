export { RequestSessionDialog } from './RequestSessionDialog.tsx';
export type { RequestSessionDialogProps, RequestSessionValues } from './RequestSessionDialog.tsx';
