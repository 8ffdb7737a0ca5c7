export { DescriptionEditor } from './DescriptionEditor.tsx';
export type { DescriptionEditorProps } from './DescriptionEditor.tsx';
