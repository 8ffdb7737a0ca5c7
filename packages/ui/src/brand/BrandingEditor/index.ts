export { BrandingEditor } from './BrandingEditor.tsx';
export type { BrandingEditorProps } from './BrandingEditor.tsx';
