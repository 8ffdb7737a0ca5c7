export { ReviewForm } from './ReviewForm.tsx';
export type { ReviewFormProps } from './ReviewForm.tsx';
