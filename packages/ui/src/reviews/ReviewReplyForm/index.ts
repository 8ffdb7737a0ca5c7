export { ReviewReplyForm } from './ReviewReplyForm.tsx';
export type { ReviewReplyFormProps } from './ReviewReplyForm.tsx';
